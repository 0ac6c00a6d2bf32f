/**
 * Spanish for the seeded catalogue, keyed by the English text it translates
 * (docs/decisions/003-translatable-text-as-jsonb.md: catalogue texts are per-language JSONB). `t()`
 * in common.ts adds it as `es`; a text missing here is seeded without Spanish and the storefront
 * shows English for it.
 */
export const SPANISH: Readonly<Record<string, string>> = {
  'All prices exclude VAT. Production time counts in working days from artwork approval; files approved after 13:00 (Madrid time) start the next working day.':
    'Todos los precios sin IVA. El plazo de producción se cuenta en días laborables desde la aprobación del archivo; los archivos aprobados después de las 13:00 (hora de Madrid) empiezan el siguiente día laborable.',
  'All prices exclude VAT. This item is not eligible for free delivery and its shipping is charged by weight. Production time counts in working days from order confirmation.':
    'Todos los precios sin IVA. Este artículo no tiene envío gratis y su envío se cobra por peso. El plazo de producción se cuenta en días laborables desde la confirmación del pedido.',
  'Artwork guidelines': 'Pautas para los archivos',
  'Send print-ready files to avoid delays.': 'Envía archivos listos para imprimir para evitar retrasos.',
  'Cut to size': 'Corte a medida',
  'Trimmed flush, no extra finishing.': 'Cortado a sangre, sin acabado adicional.',
  'Hemmed edges': 'Bordes con dobladillo',
  'Edges folded and welded for extra strength.': 'Bordes doblados y soldados para mayor resistencia.',
  'Silver eyelets': 'Ollaos plateados',
  'Nickel-plated steel, the standard choice.': 'Acero niquelado, la opción estándar.',
  'Brass eyelets': 'Ollaos de latón',
  'Solid brass: will not rust near the sea.': 'Latón macizo: no se oxida cerca del mar.',
  'Every 50 cm': 'Cada 50 cm',
  'Every 25 cm': 'Cada 25 cm',
  'Eyelets set along all four sides.': 'Ollaos colocados en los cuatro lados.',
  Eyelets: 'Ollaos',
  'Metal rings for hanging with ties or cords.': 'Anillas metálicas para colgar con bridas o cuerdas.',
  'Corners only': 'Solo en las esquinas',
  'Four eyelets, one in each corner.': 'Cuatro ollaos, uno en cada esquina.',
  'Pole pockets': 'Bolsillos para barras',
  'Sewn or welded sleeves for poles.': 'Fundas cosidas o soldadas para barras.',
  'Top and bottom': 'Arriba y abajo',
  '7 cm pockets on the horizontal edges.': 'Bolsillos de 7 cm en los bordes horizontales.',
  'Left and right': 'Izquierda y derecha',
  '7 cm pockets on the vertical edges.': 'Bolsillos de 7 cm en los bordes verticales.',
  'Bungee cords pack (10)': 'Pack de pulpos elásticos (10)',
  'Elastic ball ties, 15 cm.': 'Tensores elásticos con bola, 15 cm.',
  'Cable ties pack (25)': 'Pack de bridas (25)',
  'UV-resistant black nylon, 30 cm.': 'Nailon negro resistente a los UV, 30 cm.',
  'Production speed': 'Velocidad de producción',
  'Standard (2 working days)': 'Estándar (2 días laborables)',
  'Standard (4 working days)': 'Estándar (4 días laborables)',
  'Standard (5 working days)': 'Estándar (5 días laborables)',
  'Our usual turnaround.': 'Nuestro plazo habitual.',
  'Express production +25%': 'Producción exprés +25 %',
  'Jumps the queue: ready one to two days sooner.': 'Se salta la cola: listo uno o dos días antes.',
  Artwork: 'Diseño',
  'Professional file check': 'Revisión profesional del archivo',
  'A prepress operator checks size, bleed and resolution.':
    'Un operario de preimpresión comprueba el tamaño, el sangrado y la resolución.',
  'Simple layout by our designers': 'Maquetación sencilla por nuestros diseñadores',
  'Your logo and text set on a clean layout, one proof round.':
    'Tu logotipo y tu texto en una maquetación limpia, con una ronda de pruebas.',
  Print: 'Impresión',
  'Single-sided': 'A una cara',
  'Printed on the front only.': 'Impreso solo por delante.',
  'Double-sided': 'A doble cara',
  'Printed on both faces of a blockout material.':
    'Impreso por las dos caras de un material opaco (blockout).',
  'Lona Rápida': 'Lona Rápida',
  'Bandera Pro': 'Bandera Pro',
  'Rótulo Fácil': 'Rótulo Fácil',
  'Vinilo Lab': 'Vinilo Lab',
  'Display Ibérica': 'Display Ibérica',
  'Textil Print': 'Textil Print',
  'Café La Giralda': 'Café La Giralda',
  'Hotel Costa Azahar': 'Hotel Costa Azahar',
  'Autoescuela Montaña': 'Autoescuela Montaña',
  'Frutas Hermanos Ruiz': 'Frutas Hermanos Ruiz',
  'Clínica Dental Sonrisa': 'Clínica Dental Sonrisa',
  'Club Deportivo Ribera': 'Club Deportivo Ribera',
  'Inmobiliaria Mediterráneo': 'Inmobiliaria Mediterráneo',
  Accessories: 'Accesorios',
  Banners: 'Lonas',
  'PVC and mesh banners printed to any size, finished with hems, eyelets or pole pockets.':
    'Lonas de PVC y microperforadas impresas a cualquier tamaño, con dobladillo, ollaos o bolsillos para barras.',
  'PVC Banner 510 g': 'Lona de PVC 510 g',
  'Our best-selling frontlit PVC banner: 510 g/m², printed with UV-resistant inks, for shop fronts, fences, events and building work. Sizes over 5 m are welded from panels.':
    'Nuestra lona de PVC frontlit más vendida: 510 g/m², impresa con tintas resistentes a los UV, para fachadas de tiendas, vallas, eventos y obras. Los tamaños de más de 5 m se sueldan a partir de paneles.',
  'PVC Banner Printing 510 g | Trade Prices': 'Impresión de lonas de PVC 510 g | Precios profesionales',
  'Custom PVC banners from €7.50/m² ex VAT with hems, eyelets and pole pockets. Made to size, welded for large formats.':
    'Lonas de PVC personalizadas desde 7,50 €/m² sin IVA con dobladillo, ollaos y bolsillos para barras. A medida y soldadas para grandes formatos.',
  'Why our PVC banners': 'Por qué nuestras lonas de PVC',
  'Built for months outdoors.': 'Hechas para durar meses al aire libre.',
  Finishing: 'Acabado',
  'Mesh Banner': 'Lona microperforada',
  'Perforated PVC mesh that lets the wind through: the right banner for fences, scaffolding and exposed sites. Readable from a distance, with about 30% air flow.':
    'Malla de PVC perforada que deja pasar el viento: la lona adecuada para vallas, andamios y lugares expuestos. Legible a distancia, con un paso de aire de alrededor del 30 %.',
  'Mesh Banner Printing | Wind-Permeable Banners':
    'Impresión de lonas microperforadas | Lonas que dejan pasar el viento',
  'Printed PVC mesh banners from €8/m² ex VAT for fences and scaffolding, made to size and welded for large formats.':
    'Lonas microperforadas impresas desde 8 €/m² sin IVA para vallas y andamios, a medida y soldadas para grandes formatos.',
  'Made for windy sites': 'Hecha para lugares con viento',
  'Less wind load, fewer tears.': 'Menos carga de viento, menos roturas.',
  'Express PVC Banner (2 days)': 'Lona de PVC exprés (2 días)',
  'The same 510 g PVC banner, printed and finished in two working days for last-minute events. Sizes up to 300 × 150 cm.':
    'La misma lona de PVC de 510 g, impresa y acabada en dos días laborables para eventos de última hora. Tamaños hasta 300 × 150 cm.',
  'Express Banner Printing in 2 Days': 'Impresión de lonas exprés en 2 días',
  'Need a banner fast? Express PVC banners printed in 2 working days, with hem and eyelet options.':
    '¿Necesitas una lona rápido? Lonas de PVC exprés impresas en 2 días laborables, con opciones de dobladillo y ollaos.',
  'Express service': 'Servicio exprés',
  'Approve your file before 13:00.': 'Aprueba tu archivo antes de las 13:00.',
  'Scaffold Signs': 'Carteles para andamios',
  'Site boards and scaffold banners made to size, with fixings for tubes and fences.':
    'Carteles de obra y lonas para andamios a medida, con fijaciones para tubos y vallas.',
  'Scaffold Mesh Banner': 'Lona microperforada para andamios',
  'Heavy-duty mesh wrap for scaffolding, with reinforced hems and eyelets to tie onto tubes. Panels are welded for long elevations.':
    'Malla resistente para envolver andamios, con dobladillos reforzados y ollaos para atarla a los tubos. Los paneles se sueldan para fachadas largas.',
  'Scaffold Mesh Banners | Printed Scaffold Wraps':
    'Lonas microperforadas para andamios | Lonas de obra impresas',
  'Printed scaffold mesh from €8.50/m² ex VAT, reinforced hems and eyelets, welded to any length.':
    'Malla para andamios impresa desde 8,50 €/m² sin IVA, con dobladillos reforzados y ollaos, soldada a cualquier longitud.',
  'On site': 'En la obra',
  'Advertise while you build.': 'Haz publicidad mientras construyes.',
  'Correx Site Board': 'Cartel de obra de polipropileno alveolar',
  'Light 4 mm fluted polypropylene board for site information, safety notices and developer boards. Cut to size with drilled holes.':
    'Placa ligera de polipropileno alveolar de 4 mm para información de obra, avisos de seguridad y carteles de promotoras. Cortada a medida con agujeros taladrados.',
  'Correx Site Boards | Scaffold Signs':
    'Carteles de obra de polipropileno alveolar | Carteles para andamios',
  'Printed 4 mm correx site boards made to size, with drilled holes and cable ties for scaffolding.':
    'Carteles de obra de polipropileno alveolar de 4 mm impresos a medida, con agujeros taladrados y bridas para andamios.',
  Specification: 'Especificaciones',
  'Light, rigid and weatherproof.': 'Ligero, rígido y resistente a la intemperie.',
  'Drilled holes (4 corners)': 'Agujeros taladrados (4 esquinas)',
  '8 mm holes for cable ties.': 'Agujeros de 8 mm para bridas.',
  'Rounded corners': 'Esquinas redondeadas',
  'Safer edges for public areas.': 'Bordes más seguros para zonas públicas.',
  'Aluminium Composite Site Sign': 'Cartel de obra de composite de aluminio',
  '3 mm aluminium composite panel for long-term site and developer signs. Rigid, flat and durable for years outdoors.':
    'Panel de composite de aluminio de 3 mm para carteles de obra y de promotoras de larga duración. Rígido, plano y duradero durante años al aire libre.',
  'Aluminium Composite Site Signs': 'Carteles de obra de composite de aluminio',
  'Printed 3 mm aluminium composite scaffold and site signs, cut to size, from €45/m² ex VAT.':
    'Carteles de obra y para andamios de composite de aluminio de 3 mm impresos, cortados a medida, desde 45 €/m² sin IVA.',
  'Built to last': 'Hecho para durar',
  'For projects that run for years.': 'Para proyectos que duran años.',
  'For screws or cable ties.': 'Para tornillos o bridas.',
  'Anti-graffiti laminate': 'Laminado antigrafiti',
  'Paint and marker wipe off.': 'La pintura y el rotulador se limpian fácilmente.',
  'One printed face.': 'Una cara impresa.',
  'Both faces printed.': 'Las dos caras impresas.',
  'Pavement Signs': 'Caballetes de acera',
  'A-boards and swinging signs that bring passers-by through the door, with printed inserts you can change.':
    'Caballetes y carteles basculantes que atraen a los transeúntes hasta tu puerta, con pósteres impresos intercambiables.',
  'A-Frame Pavement Sign': 'Caballete de acera',
  'Aluminium snap-frame A-board with two printed posters behind anti-glare covers. Swap posters in seconds without tools.':
    'Caballete de aluminio con marco clic y dos pósteres impresos tras protectores antirreflejo. Cambia los pósteres en segundos sin herramientas.',
  'A-Board Pavement Signs with Printed Posters': 'Caballetes de acera con pósteres impresos',
  'Aluminium A-frame pavement signs with printed posters from €45 each ex VAT. A1 or A0, single or double-sided.':
    'Caballetes de acera de aluminio con pósteres impresos desde 45 € la unidad sin IVA. A1 o A0, a una o dos caras.',
  'What you get': 'Qué incluye',
  'Ready to stand outside.': 'Listo para colocar en la calle.',
  'Poster size': 'Tamaño del póster',
  'A1 (594 × 841 mm)': 'A1 (594 × 841 mm)',
  'The classic café board.': 'El clásico caballete de cafetería.',
  'A0 (841 × 1189 mm)': 'A0 (841 × 1189 mm)',
  'Larger board, seen from across the street.': 'Caballete más grande, visible desde la otra acera.',
  Extras: 'Extras',
  'Spare printed poster': 'Póster impreso de repuesto',
  'A second design to swap in.': 'Un segundo diseño para intercambiar.',
  'Swinging Sign with Water Base': 'Cartel basculante con base de agua',
  'A double-sided sign on springs over a water-fillable base: it rocks in the wind instead of falling over.':
    'Un cartel a doble cara sobre muelles y una base que se llena de agua: se balancea con el viento en lugar de caerse.',
  'Wind-Resistant Swinging Pavement Signs': 'Carteles de acera basculantes resistentes al viento',
  'Spring-mounted pavement signs with a water base from €89 each ex VAT, printed both sides.':
    'Carteles de acera con muelles y base de agua desde 89 € la unidad sin IVA, impresos por las dos caras.',
  'Stays up in the wind': 'Aguanta el viento',
  'Twin springs and a heavy base.': 'Muelles dobles y una base pesada.',
  'Base colour': 'Color de la base',
  Black: 'Negro',
  'Standard base.': 'Base estándar.',
  White: 'Blanco',
  'Bright, clean look.': 'Aspecto luminoso y limpio.',
  'Spare pair of printed panels': 'Par de paneles impresos de repuesto',
  'Change your message with the season.': 'Cambia tu mensaje según la temporada.',
  'Economy Correx A-Board': 'Caballete económico de polipropileno alveolar',
  'A light, low-cost A-board made of printed correx for short campaigns, open days and property viewings.':
    'Un caballete ligero y económico de polipropileno alveolar impreso para campañas cortas, jornadas de puertas abiertas y visitas a inmuebles.',
  'Economy Correx A-Boards': 'Caballetes económicos de polipropileno alveolar',
  'Printed correx A-boards from €29 each ex VAT: light, foldable and weatherproof.':
    'Caballetes de polipropileno alveolar impresos desde 29 € la unidad sin IVA: ligeros, plegables y resistentes a la intemperie.',
  'Light and simple': 'Ligero y sencillo',
  'Ideal for temporary use.': 'Ideal para uso temporal.',
  'Banner Frames': 'Bastidores para lonas',
  'Outdoor banner frames, roll-up stands and pop-up walls that keep your graphics taut and professional.':
    'Bastidores de exterior para lonas, roll-ups y paredes pop-up que mantienen tus gráficos tensos y con aspecto profesional.',
  'Outdoor Banner Frame': 'Bastidor de exterior para lonas',
  'Galvanised steel tube frame with ground spikes or weighted feet; the banner is laced on with bungee cords for a drum-tight finish.':
    'Bastidor de tubo de acero galvanizado con picas de suelo o pies lastrados; la lona se ata con pulpos elásticos para un acabado bien tenso.',
  'Outdoor Banner Frames': 'Bastidores de exterior para lonas',
  'Steel outdoor banner frames from €129 each ex VAT, with or without a printed PVC banner.':
    'Bastidores de acero para lonas de exterior desde 129 € la unidad sin IVA, con o sin lona de PVC impresa.',
  'Frame specification': 'Especificaciones del bastidor',
  'Tough enough for sports grounds.': 'Resistente para instalaciones deportivas.',
  'Frame size': 'Tamaño del bastidor',
  '200 × 100 cm': '200 × 100 cm',
  'Fits a 200 × 100 cm banner.': 'Para una lona de 200 × 100 cm.',
  '300 × 150 cm': '300 × 150 cm',
  'Fits a 300 × 150 cm banner.': 'Para una lona de 300 × 150 cm.',
  '400 × 200 cm': '400 × 200 cm',
  'Fits a 400 × 200 cm banner.': 'Para una lona de 400 × 200 cm.',
  Feet: 'Pies',
  'Ground spikes': 'Picas de suelo',
  'For grass and soft ground.': 'Para césped y terreno blando.',
  'Weighted feet (pair)': 'Pies lastrados (par)',
  'For hard surfaces.': 'Para superficies duras.',
  Banner: 'Lona',
  'Frame only': 'Solo el bastidor',
  'Use your own banner.': 'Usa tu propia lona.',
  'With printed PVC banner': 'Con lona de PVC impresa',
  '510 g banner with eyelets, sized to the frame.': 'Lona de 510 g con ollaos, a la medida del bastidor.',
  'Roll-Up Banner Stand': 'Roll-up',
  'Aluminium roll-up stand with a printed anti-curl graphic, 200 cm tall, set up in under a minute and carried in a padded bag.':
    'Roll-up de aluminio con gráfico impreso antienrollable, de 200 cm de alto, se monta en menos de un minuto y se transporta en una bolsa acolchada.',
  'Roll-Up Banner Stands with Print': 'Roll-ups con impresión',
  'Printed roll-up banner stands from €49 each ex VAT, 85, 100 or 120 cm wide, bag included.':
    'Roll-ups impresos desde 49 € la unidad sin IVA, de 85, 100 o 120 cm de ancho, bolsa incluida.',
  'In the box': 'En la caja',
  'Everything for your next event.': 'Todo para tu próximo evento.',
  Width: 'Ancho',
  '85 × 200 cm': '85 × 200 cm',
  'The standard size.': 'El tamaño estándar.',
  '100 × 200 cm': '100 × 200 cm',
  'A little more room.': 'Un poco más de espacio.',
  '120 × 200 cm': '120 × 200 cm',
  'Maximum impact.': 'Máximo impacto.',
  'LED spotlight': 'Foco LED',
  'Clips onto the pole.': 'Se engancha al mástil.',
  'Pop-Up Display Wall': 'Pared pop-up',
  'Collapsible aluminium frame with a tension-fabric graphic for exhibition stands: a 3 × 3 curved wall that fits in a wheeled case.':
    'Estructura plegable de aluminio con gráfico de tela tensada para stands de feria: una pared curva de 3 × 3 que cabe en una maleta con ruedas.',
  'Pop-Up Exhibition Walls': 'Paredes pop-up para ferias',
  'Fabric pop-up display walls from €189 each ex VAT, straight or curved, with a wheeled case.':
    'Paredes pop-up de tela desde 189 € la unidad sin IVA, rectas o curvas, con maleta con ruedas.',
  'Trade-show ready': 'Lista para la feria',
  'One person sets it up.': 'La monta una sola persona.',
  Shape: 'Forma',
  'Straight 3 × 3': 'Recta 3 × 3',
  'Flat back wall.': 'Pared de fondo plana.',
  'Curved 3 × 3': 'Curva 3 × 3',
  'Wraps around your stand.': 'Envuelve tu stand.',
  'Feather Flags': 'Banderas tipo vela',
  'Feather and teardrop flags with bases and accessories, visible from the road and quick to set up.':
    'Banderas tipo vela y gota con bases y accesorios, visibles desde la carretera y rápidas de montar.',
  'Feather Flag': 'Bandera tipo vela',
  'Printed knitted-polyester flag on a fibreglass and aluminium pole, in four heights, with the base of your choice.':
    'Bandera de poliéster de punto impresa sobre un mástil de fibra de vidrio y aluminio, en cuatro alturas, con la base que elijas.',
  'Printed Feather Flags | Beach Flags': 'Banderas tipo vela impresas | Banderas de playa',
  'Custom feather flags from €59 each ex VAT, complete with pole and base. Single or double-sided.':
    'Banderas tipo vela personalizadas desde 59 € la unidad sin IVA, con mástil y base. A una o dos caras.',
  'Complete kit': 'Kit completo',
  'Flag, pole, base and bag.': 'Bandera, mástil, base y bolsa.',
  'Choosing a base': 'Elegir la base',
  'Match the base to the ground.': 'Elige la base según el suelo.',
  Height: 'Altura',
  'S: 2.2 m': 'S: 2,2 m',
  'Shop doors and counters.': 'Puertas de tiendas y mostradores.',
  'M: 2.8 m': 'M: 2,8 m',
  'The most popular size.': 'El tamaño más vendido.',
  'L: 3.5 m': 'L: 3,5 m',
  'Car parks and forecourts.': 'Aparcamientos y explanadas.',
  'XL: 4.5 m': 'XL: 4,5 m',
  'Seen from the motorway.': 'Visible desde la autopista.',
  Base: 'Base',
  'Ground spike': 'Pica de suelo',
  'Included in the price.': 'Incluida en el precio.',
  'Cross base with water bag': 'Base en cruz con lastre de agua',
  'Stable on hard ground.': 'Estable en suelo duro.',
  'Square steel plate 8 kg': 'Placa cuadrada de acero de 8 kg',
  'Low profile for indoors.': 'Perfil bajo para interiores.',
  'Teardrop Flag': 'Bandera tipo gota',
  'Rounded teardrop flag that stays open even without wind, keeping your logo readable all day.':
    'Bandera redondeada tipo gota que se mantiene abierta incluso sin viento, para que tu logotipo se lea todo el día.',
  'Printed Teardrop Flags': 'Banderas tipo gota impresas',
  'Custom teardrop flags from €65 each ex VAT with pole and base, in three heights.':
    'Banderas tipo gota personalizadas desde 65 € la unidad sin IVA con mástil y base, en tres alturas.',
  'Always open': 'Siempre abierta',
  'The shape holds the fabric taut.': 'La forma mantiene la tela tensa.',
  'S: 2.1 m': 'S: 2,1 m',
  'Compact.': 'Compacta.',
  'M: 2.6 m': 'M: 2,6 m',
  'All-rounder.': 'Para todo.',
  'L: 3.4 m': 'L: 3,4 m',
  'Maximum reach.': 'Máximo alcance.',
  'Flag Cross Base with Water Bag': 'Base en cruz para banderas con lastre de agua',
  'Folding steel cross base with a 10-litre water bag, fits every feather and teardrop flag pole we sell.':
    'Base en cruz plegable de acero con un lastre de agua de 10 litros, compatible con todos los mástiles de banderas tipo vela y gota que vendemos.',
  'Feather Flag Cross Base': 'Base en cruz para banderas tipo vela',
  'Replacement cross base and water bag for feather flags, €24 each ex VAT.':
    'Base en cruz y lastre de agua de repuesto para banderas tipo vela, 24 € la unidad sin IVA.',
  Accessory: 'Accesorio',
  'For paved and hard surfaces.': 'Para suelos pavimentados y duros.',
  'Spare water bag': 'Lastre de agua de repuesto',
  '10-litre ring bag.': 'Lastre en anillo de 10 litros.',
  'Cafe Barriers': 'Separadores de terraza',
  'Terrace barrier systems with printed banners to mark out outdoor seating and queues.':
    'Sistemas de separadores de terraza con lonas impresas para delimitar terrazas y colas.',
  'Cafe Barrier Kit': 'Kit de separador de terraza',
  'Two posts with heavy bases, top and bottom rails and a printed banner of about 150 × 90 cm: a complete barrier for a terrace.':
    'Dos postes con bases pesadas, barras superior e inferior y una lona impresa de unos 150 × 90 cm: un separador completo para una terraza.',
  'Cafe Barrier Kits with Printed Banners': 'Kits de separadores de terraza con lonas impresas',
  'Terrace cafe barrier kits from €149 each ex VAT, with printed PVC or fabric banners.':
    'Kits de separadores de terraza desde 149 € la unidad sin IVA, con lonas impresas de PVC o de tela.',
  'In the kit': 'En el kit',
  'Everything to start one run.': 'Todo para montar un tramo.',
  'Extend the run': 'Amplía el tramo',
  'Add extension sets as needed.': 'Añade kits de ampliación según necesites.',
  'Post finish': 'Acabado de los postes',
  'Silver aluminium': 'Aluminio plateado',
  'Polished finish.': 'Acabado pulido.',
  'Black powder-coated': 'Negro con pintura en polvo',
  'Matt black, hides scuffs.': 'Negro mate, disimula los roces.',
  'Single-sided PVC banner': 'Lona de PVC a una cara',
  'Wipe-clean 510 g PVC.': 'PVC de 510 g fácil de limpiar.',
  'Double-sided fabric banner': 'Lona de tela a doble cara',
  'Blockout fabric printed both sides.': 'Tela opaca (blockout) impresa por las dos caras.',
  'Cafe Barrier Extension Set': 'Kit de ampliación de separador de terraza',
  'One post with base, rails and a printed banner to extend an existing cafe barrier run.':
    'Un poste con base, barras y una lona impresa para ampliar un tramo de separadores de terraza existente.',
  'Cafe Barrier Extension Sets': 'Kits de ampliación de separadores de terraza',
  'Extend your terrace barrier with one post, rails and a printed banner from €99 ex VAT.':
    'Amplía tu separador de terraza con un poste, barras y una lona impresa desde 99 € sin IVA.',
  Compatible: 'Compatible',
  'Fits our cafe barrier kits.': 'Compatible con nuestros kits de separadores de terraza.',
  'Matt black.': 'Negro mate.',
  'Cafe Barrier Replacement Banner': 'Lona de repuesto para separador de terraza',
  'A new printed banner for your existing barrier posts: refresh the terrace for a new season or menu.':
    'Una nueva lona impresa para tus postes de separador: renueva la terraza para una nueva temporada o carta.',
  'Replacement Cafe Barrier Banners': 'Lonas de repuesto para separadores de terraza',
  'Printed replacement banners for cafe barriers from €39 each ex VAT, PVC or fabric.':
    'Lonas de repuesto impresas para separadores de terraza desde 39 € la unidad sin IVA, de PVC o de tela.',
  'Standard sizes': 'Tamaños estándar',
  'Made for our posts.': 'Hechas para nuestros postes.',
  Material: 'Material',
  'PVC 510 g': 'PVC 510 g',
  'Single-sided.': 'A una cara.',
  'Blockout fabric, double-sided': 'Tela opaca (blockout), a doble cara',
  'Premium look, printed both sides.': 'Aspecto premium, impresa por las dos caras.',
  'Trimmed to size': 'Cortado a medida',
  'Cut flush to the artwork edge.': 'Cortado a sangre por el borde del diseño.',
  'No laminate': 'Sin laminado',
  'Print only.': 'Solo impresión.',
  'Gloss laminate': 'Laminado brillo',
  'Vivid colours, scratch protection.': 'Colores vivos, protección contra arañazos.',
  'Matt laminate': 'Laminado mate',
  'No glare under shop lights.': 'Sin reflejos bajo la luz de la tienda.',
  'Anti-slip floor laminate': 'Laminado antideslizante para suelo',
  'R10-rated for floor graphics.': 'Clasificación R10 para gráficos de suelo.',
  Lamination: 'Laminado',
  'Square cut': 'Corte recto',
  'Rectangles cut to size.': 'Rectángulos cortados a medida.',
  'Contour cut': 'Corte de contorno',
  'Cut through around each shape.': 'Corte completo alrededor de cada forma.',
  'Kiss cut on sheets': 'Medio corte en hojas',
  'Shapes cut on a backing sheet, easy to peel.':
    'Formas cortadas sobre una hoja de soporte, fáciles de despegar.',
  'Roll-to-Roll Materials': 'Materiales en bobina',
  'Printed media straight from our roll-to-roll presses: banner rolls, backlit film and poster paper for resellers and installers.':
    'Soportes impresos directamente en nuestras impresoras de bobina: bobinas de lona, película retroiluminada y papel para carteles para revendedores e instaladores.',
  'Printed Frontlit Banner Roll': 'Bobina de lona frontlit impresa',
  'Continuous 440 g frontlit PVC printed up to 3.2 m wide and shipped on the roll, for resellers who finish and install themselves.':
    'PVC frontlit continuo de 440 g impreso hasta 3,2 m de ancho y enviado en bobina, para revendedores que hacen el acabado y la instalación.',
  'Printed Banner Rolls for Resellers': 'Bobinas de lona impresa para revendedores',
  'White-label printed frontlit PVC rolls up to 3.2 m wide from €6/m² ex VAT, supplied uncut or trimmed.':
    'Bobinas de PVC frontlit impreso en marca blanca de hasta 3,2 m de ancho desde 6 €/m² sin IVA, sin cortar o recortadas.',
  'For the trade': 'Para profesionales',
  'Print by the metre, finish your way.': 'Impresión por metros, acabado a tu manera.',
  'Supplied on the roll, uncut': 'En bobina, sin cortar',
  'Printed with crop marks.': 'Impreso con marcas de corte.',
  'Backlit Film': 'Película retroiluminada (backlit)',
  'Translucent polyester film for light boxes, menu boards and illuminated displays, printed with a dense colour layer for even light.':
    'Película de poliéster translúcida para cajas de luz, menús y expositores iluminados, impresa con una capa de color densa para una luz uniforme.',
  'Backlit Film Printing for Light Boxes': 'Impresión de película backlit para cajas de luz',
  'Printed backlit film for light boxes from €16/m² ex VAT, trimmed to size, with optional laminate.':
    'Película backlit impresa para cajas de luz desde 16 €/m² sin IVA, cortada a medida, con laminado opcional.',
  'Bright and even': 'Brillante y uniforme',
  'Colours that glow day and night.': 'Colores que brillan de día y de noche.',
  'Blueback Poster Paper': 'Papel blueback para carteles',
  '115 g blueback paper for billboards and street posters. The blue back stops the old poster showing through.':
    'Papel blueback de 115 g para vallas publicitarias y carteles de calle. El dorso azul evita que se transparente el cartel anterior.',
  'Billboard Poster Printing on Blueback Paper': 'Impresión de carteles para vallas en papel blueback',
  'Billboard and street posters on 115 g blueback paper from €5/m² ex VAT, printed in panels ready to paste.':
    'Carteles para vallas y para la calle en papel blueback de 115 g desde 5 €/m² sin IVA, impresos en paneles listos para pegar.',
  'Ready to paste': 'Listo para pegar',
  'For wet-paste billboard sites.': 'Para vallas de encolado en húmedo.',
  'Split into numbered panels': 'Dividido en paneles numerados',
  'For 4, 6, 8 or 12-sheet sites.': 'Para vallas de 4, 6, 8 o 12 pliegos.',
  Vinyl: 'Vinilos',
  'Self-adhesive vinyl, window graphics and static cling, printed in two working days and cut to any shape.':
    'Vinilo autoadhesivo, rotulación de escaparates y vinilo electrostático, impresos en dos días laborables y cortados con cualquier forma.',
  'Printed Self-Adhesive Vinyl': 'Vinilo autoadhesivo impreso',
  'Monomeric white vinyl with permanent or removable adhesive, for signs, stickers, walls and floor graphics.':
    'Vinilo blanco monomérico con adhesivo permanente o removible, para carteles, pegatinas, paredes y gráficos de suelo.',
  'Printed Vinyl Stickers and Graphics': 'Pegatinas y gráficos de vinilo impresos',
  'Printed self-adhesive vinyl from €12/m² ex VAT in 2 working days: square or contour cut, gloss or matt laminate.':
    'Vinilo autoadhesivo impreso desde 12 €/m² sin IVA en 2 días laborables: corte recto o de contorno, laminado brillo o mate.',
  'Fast vinyl': 'Vinilo rápido',
  'Printed in 2 working days.': 'Impreso en 2 días laborables.',
  Adhesive: 'Adhesivo',
  Permanent: 'Permanente',
  'For long-term outdoor use.': 'Para uso prolongado en exterior.',
  Removable: 'Removible',
  'Peels off cleanly for up to 2 years.': 'Se despega limpiamente durante hasta 2 años.',
  'One-Way Vision Window Vinyl': 'Vinilo microperforado para escaparates',
  'Perforated window film: a full-colour graphic outside while people inside still see out. For shop windows and vehicle rear windows.':
    'Lámina perforada para cristales: un gráfico a todo color por fuera mientras desde dentro se sigue viendo el exterior. Para escaparates y lunas traseras de vehículos.',
  'One-Way Vision Window Graphics': 'Gráficos microperforados para escaparates',
  'Perforated one-way vision window vinyl from €15/m² ex VAT, printed in 2 working days.':
    'Vinilo microperforado para escaparates desde 15 €/m² sin IVA, impreso en 2 días laborables.',
  'How it works': 'Cómo funciona',
  '50/50 perforation.': 'Perforación 50/50.',
  'Static Cling Window Vinyl': 'Vinilo electrostático para escaparates',
  'Adhesive-free clear or white film that clings to glass and can be moved and reused: perfect for seasonal promotions.':
    'Lámina transparente o blanca sin adhesivo que se adhiere al cristal y se puede mover y reutilizar: perfecta para promociones de temporada.',
  'Static Cling Window Stickers': 'Pegatinas electrostáticas para escaparates',
  'Reusable static cling window graphics from €14/m² ex VAT, printed in 2 working days.':
    'Gráficos electrostáticos reutilizables para escaparates desde 14 €/m² sin IVA, impresos en 2 días laborables.',
  'No glue': 'Sin pegamento',
  'Peel, reposition, reuse.': 'Despega, recoloca y reutiliza.',
  Film: 'Lámina',
  'Clear film': 'Lámina transparente',
  'The glass shows around the print.': 'El cristal se ve alrededor de la impresión.',
  'White film': 'Lámina blanca',
  'Opaque white behind the colours.': 'Blanco opaco detrás de los colores.',
  Fabrics: 'Tejidos',
  'Dye-sublimated polyester fabrics for flags, displays, backdrops and light boxes: crease-resistant and washable.':
    'Tejidos de poliéster por sublimación para banderas, expositores, fondos y cajas de luz: no se arrugan y se pueden lavar.',
  'Printed Flag Fabric': 'Tela para banderas impresa',
  '115 g knitted polyester printed by dye sublimation: bright colours that show through to the back, ideal for flags and hanging banners.':
    'Poliéster de punto de 115 g impreso por sublimación: colores vivos que traspasan al dorso, ideal para banderas y pancartas colgantes.',
  'Flag Fabric Printing by Dye Sublimation': 'Impresión de tela para banderas por sublimación',
  'Printed polyester flag fabric from €14/m² ex VAT, hemmed, with eyelets or pole pockets.':
    'Tela de poliéster para banderas impresa desde 14 €/m² sin IVA, con dobladillo, ollaos o bolsillos para barras.',
  'Fabric facts': 'Datos del tejido',
  'Light, bright, foldable.': 'Ligero, luminoso y plegable.',
  'SEG Backlit Fabric': 'Tela backlit SEG',
  'Backlit textile with a silicone edge (SEG) that pushes into aluminium frames for a seamless, glowing display.':
    'Textil retroiluminado con borde de silicona (SEG) que se encaja en marcos de aluminio para un expositor luminoso y sin costuras.',
  'SEG Fabric Printing for Light Boxes': 'Impresión de tela SEG para cajas de luz',
  'Silicone-edge backlit fabric graphics from €18/m² ex VAT, for frames and light boxes.':
    'Gráficos de tela backlit con borde de silicona desde 18 €/m² sin IVA, para marcos y cajas de luz.',
  'Frame-ready': 'Listo para el marco',
  'Push-fit in seconds.': 'Se encaja en segundos.',
  'Silicone edge (SEG)': 'Borde de silicona (SEG)',
  'Sewn on all four sides.': 'Cosido en los cuatro lados.',
  'Printed Canvas Fabric': 'Lona textil impresa (canvas)',
  'Polyester-cotton canvas with a matt finish for backdrops, photo walls and decoration. Rich colours, no glare.':
    'Lona de poliéster y algodón con acabado mate para fondos, photocalls y decoración. Colores intensos, sin reflejos.',
  'Canvas Fabric Printing for Backdrops': 'Impresión de lona textil para fondos',
  'Printed matt canvas fabric from €16/m² ex VAT for backdrops and décor, hemmed or with pole pockets.':
    'Lona textil mate impresa desde 16 €/m² sin IVA para fondos y decoración, con dobladillo o bolsillos para barras.',
  'Matt and rich': 'Mate e intensa',
  'Looks good on camera.': 'Queda bien ante la cámara.',
  'Design Services': 'Servicios de diseño',
  'Logos, banner artwork and print-ready files prepared by designers who know large-format printing.':
    'Logotipos, diseños para lonas y archivos listos para imprimir preparados por diseñadores que conocen la impresión de gran formato.',
  'Logo Design': 'Diseño de logotipo',
  'Logo Design for Print | Design Services': 'Diseño de logotipos para impresión | Servicios de diseño',
  'Professional logo design with three concepts, two revision rounds and print-ready vector files.':
    'Diseño profesional de logotipos con tres propuestas, dos rondas de cambios y archivos vectoriales listos para imprimir.',
  'Banner Artwork Design': 'Diseño de lonas',
  'Banner Artwork Design Service': 'Servicio de diseño de lonas',
  'Eye-catching banner designs prepared at the right scale, with bleed and safe zones for finishing.':
    'Diseños de lonas llamativos preparados a la escala correcta, con sangrado y zonas de seguridad para el acabado.',
  'Brand Identity Pack': 'Pack de identidad de marca',
  'Brand Identity Design Pack': 'Pack de diseño de identidad de marca',
  'Logo, colours, fonts, stationery and signage mock-ups in one brand identity pack for new businesses.':
    'Logotipo, colores, tipografías, papelería y simulaciones de rótulos en un solo pack de identidad de marca para nuevos negocios.',
  'Artwork Check and Preparation': 'Revisión y preparación de archivos',
  'Print File Check and Preparation': 'Revisión y preparación de archivos de impresión',
  'Prepress check of your artwork: resolution, CMYK, fonts and bleed, with fixes made for you.':
    'Revisión de preimpresión de tu diseño: resolución, CMYK, tipografías y sangrado, con las correcciones hechas por nosotros.',
  'Printing Services': 'Servicios de impresión',
  'Quoted print jobs beyond our online catalogue: commercial print, vehicle graphics and event packs.':
    'Trabajos de impresión presupuestados más allá de nuestro catálogo en línea: impresión comercial, rotulación de vehículos y packs para eventos.',
  'Flyers and Brochures': 'Flyers y folletos',
  'Flyer and Brochure Printing': 'Impresión de flyers y folletos',
  'Quoted digital and offset printing of flyers, brochures and catalogues in any quantity.':
    'Impresión digital y offset presupuestada de flyers, folletos y catálogos en cualquier cantidad.',
  'Vehicle Graphics': 'Rotulación de vehículos',
  'Vehicle Graphics and Van Wraps': 'Rotulación de vehículos y furgonetas',
  'Printed van graphics, cut lettering and vehicle wraps designed on exact templates and professionally fitted.':
    'Gráficos impresos para furgonetas, letras de vinilo de corte y rotulación integral de vehículos diseñados sobre plantillas exactas y colocados por profesionales.',
  'Event Signage Pack': 'Pack de señalética para eventos',
  'Event Signage Packages': 'Packs de señalética para eventos',
  'Backdrops, banners, roll-ups and flags for your event, coordinated and delivered together.':
    'Fondos, lonas, roll-ups y banderas para tu evento, coordinados y entregados juntos.',
  Installation: 'Instalación',
  'Our own fitters install banners, window graphics and shop signs across mainland Spain.':
    'Nuestros propios instaladores colocan lonas, rotulación de escaparates y rótulos de tiendas en toda la España peninsular.',
  'Banner Installation': 'Instalación de lonas',
  'Banner Installation Service in Spain': 'Servicio de instalación de lonas en España',
  'Professional, insured banner installation on façades, fences and scaffolding across mainland Spain.':
    'Instalación profesional y asegurada de lonas en fachadas, vallas y andamios en toda la España peninsular.',
  'Window Graphics Fitting': 'Colocación de vinilos en escaparates',
  'Bubble-free fitting of window vinyl, one-way vision and frosted film, with removal of old graphics.':
    'Colocación sin burbujas de vinilo para escaparates, microperforado y lámina al ácido, con retirada de los gráficos antiguos.',
  'Shop Sign Installation': 'Instalación de rótulos de tiendas',
  'Secure installation of fascia signs, projecting signs and built-up letters, with survey and advice.':
    'Instalación segura de rótulos de fachada, banderolas y letras corpóreas, con visita técnica y asesoramiento.',
  'Large Format and White Label': 'Gran formato y marca blanca',
  'Trade printing for sign makers, agencies and resellers: unbranded, shipped direct to your customer.':
    'Impresión profesional para rotulistas, agencias y revendedores: sin marca y enviada directamente a tu cliente.',
  'White-Label Banner Printing': 'Impresión de lonas en marca blanca',
  'White-Label Banner Printing for Resellers': 'Impresión de lonas en marca blanca para revendedores',
  'Trade-price, unbranded large-format printing for sign makers and resellers across Europe.':
    'Impresión de gran formato sin marca a precios profesionales para rotulistas y revendedores de toda Europa.',
  'Blind Drop Shipping': 'Envío neutro (dropshipping ciego)',
  'Blind Drop Shipping for Print Resellers': 'Envío neutro para revendedores de impresión',
  'Plain-packaged delivery to your customers with your company as sender and your own delivery note.':
    'Entrega en embalaje neutro a tus clientes con tu empresa como remitente y tu propio albarán.',
  'Oversize Welded Banners': 'Lonas soldadas de gran tamaño',
  'Oversize Welded Banners and Building Wraps': 'Lonas soldadas de gran tamaño y lonas para fachadas',
  'Giant banners and building wraps welded from panels with high-frequency welds, quoted individually.':
    'Lonas gigantes y lonas para fachadas soldadas a partir de paneles por alta frecuencia, presupuestadas individualmente.',
  Spain: 'España',
  'Balearic Islands': 'Islas Baleares',
  'Canary Islands': 'Islas Canarias',
  Ceuta: 'Ceuta',
  Melilla: 'Melilla',
  Portugal: 'Portugal',
  France: 'Francia',
  Germany: 'Alemania',
  Italy: 'Italia',
  Netherlands: 'Países Bajos',
  Belgium: 'Bélgica',
  Austria: 'Austria',
  Ireland: 'Irlanda',
  Poland: 'Polonia',
  'United Kingdom (Great Britain)': 'Reino Unido (Gran Bretaña)',
  'Northern Ireland': 'Irlanda del Norte',
  Switzerland: 'Suiza',
  Sweden: 'Suecia',
  Denmark: 'Dinamarca',
  Finland: 'Finlandia',
  Norway: 'Noruega',
  Morocco: 'Marruecos',
  'United Arab Emirates': 'Emiratos Árabes Unidos',
  'Saudi Arabia': 'Arabia Saudí',
  'United States': 'Estados Unidos',
  // Paragraphs and bullet lines (list() in common.ts).
  'PDF, AI, EPS, TIFF, PNG or JPG, at 1:1 scale or 1:10 for very large formats.':
    'PDF, AI, EPS, TIFF, PNG o JPG, a escala 1:1 o 1:10 para formatos muy grandes.',
  'At least 100 dpi at full size; 150 dpi for work seen up close.':
    'Al menos 100 ppp a tamaño real; 150 ppp para trabajos que se ven de cerca.',
  'CMYK colours, fonts outlined and 2 cm bleed on every side.':
    'Colores CMYK, fuentes trazadas y 2 cm de sangrado en cada lado.',
  '510 g/m² coated polyester scrim: tear-resistant and waterproof.':
    'Malla de poliéster recubierta de 510 g/m²: resistente a los desgarros e impermeable.',
  'UV-curable inks rated for up to 3 years outdoors.':
    'Tintas de curado UV aptas para hasta 3 años en exterior.',
  'Welded hems and eyelets every 50 cm as standard options.':
    'Dobladillos soldados y ollaos cada 50 cm como opciones estándar.',
  'Oversize banners welded from vertical panels with a 2 cm overlap.':
    'Lonas de gran tamaño soldadas a partir de paneles verticales con un solape de 2 cm.',
  '270 g/m² PVC mesh with a 30% open area.': 'Malla de PVC de 270 g/m² con un 30 % de superficie abierta.',
  'Reinforced hems recommended for every outdoor use.':
    'Dobladillos reforzados recomendados para cualquier uso en exterior.',
  'Ideal for construction fences and scaffold wraps.': 'Ideal para vallas de obra y lonas de andamio.',
  'Printed and dispatched in 2 working days.': 'Impresa y enviada en 2 días laborables.',
  'Hemmed edges and eyelets every 50 cm available.': 'Dobladillo y ollaos cada 50 cm disponibles.',
  'Fire-retardant B1 mesh on request.': 'Malla ignífuga B1 bajo pedido.',
  'Eyelets every 50 cm to tie to scaffold tubes.': 'Ollaos cada 50 cm para atarla a los tubos del andamio.',
  'Charged by weight for delivery.': 'El envío se cobra por peso.',
  '4 mm fluted polypropylene.': 'Polipropileno alveolar de 4 mm.',
  'Direct UV print, water-resistant.': 'Impresión UV directa, resistente al agua.',
  'Up to 240 × 120 cm in one piece.': 'Hasta 240 × 120 cm en una sola pieza.',
  '3 mm panel with aluminium skins.': 'Panel de 3 mm con caras de aluminio.',
  'Optional anti-graffiti laminate.': 'Laminado antigrafiti opcional.',
  '32 mm aluminium snap frames on both faces.': 'Marcos clic de aluminio de 32 mm en las dos caras.',
  'Printed posters with anti-glare PET covers.': 'Pósteres impresos con protectores de PET antirreflejo.',
  'Folds flat for storage.': 'Se pliega para guardarlo.',
  'Base holds 20 litres of water or sand.': 'La base admite 20 litros de agua o arena.',
  'Two printed faces included.': 'Dos caras impresas incluidas.',
  '5 mm correx, printed both sides.': 'Polipropileno alveolar de 5 mm, impreso por las dos caras.',
  'Weighs under 2 kg.': 'Pesa menos de 2 kg.',
  '32 mm galvanised steel tubes.': 'Tubos de acero galvanizado de 32 mm.',
  'Tool-free push-fit joints.': 'Uniones a presión sin herramientas.',
  'Bungee cords included.': 'Pulpos elásticos incluidos.',
  'Aluminium cassette and 3-piece pole.': 'Casete de aluminio y mástil de 3 piezas.',
  'Printed 220 micron anti-curl film.': 'Lámina antienrollable impresa de 220 micras.',
  'Padded carry bag.': 'Bolsa de transporte acolchada.',
  'Magnetic fabric attachment.': 'Sujeción magnética de la tela.',
  'Wheeled case converts into a counter.': 'La maleta con ruedas se convierte en mostrador.',
  'Creases drop out in an hour.': 'Las arrugas desaparecen en una hora.',
  'Dye-sublimated 115 g flag fabric.': 'Tela para banderas de 115 g impresa por sublimación.',
  'Rotating pole head follows the wind.': 'El cabezal giratorio del mástil sigue al viento.',
  'Carry bag included.': 'Bolsa de transporte incluida.',
  'Ground spike: grass and sand.': 'Pica de suelo: césped y arena.',
  'Cross base with water bag: paving.': 'Base en cruz con lastre de agua: suelo pavimentado.',
  'Steel plate: indoors and showrooms.': 'Placa de acero: interiores y showrooms.',
  'Tensioned fibreglass pole.': 'Mástil de fibra de vidrio tensado.',
  'Ground spike included.': 'Pica de suelo incluida.',
  'Rotating spindle included.': 'Eje giratorio incluido.',
  'Folds flat for transport.': 'Se pliega para el transporte.',
  '2 posts with 7 kg bases.': '2 postes con bases de 7 kg.',
  'Top and bottom rails.': 'Barras superior e inferior.',
  'Printed banner with pole pockets.': 'Lona impresa con bolsillos para barras.',
  'Each extension adds one post and one banner.': 'Cada ampliación añade un poste y una lona.',
  'Same banner height throughout.': 'La misma altura de lona en todo el tramo.',
  'Same post and rail system.': 'El mismo sistema de postes y barras.',
  'Banner printed to match your kit.': 'Lona impresa a juego con tu kit.',
  'About 150 × 90 cm with pole pockets.': 'Unos 150 × 90 cm con bolsillos para barras.',
  'Tell us your post spacing if different.': 'Indícanos la separación de tus postes si es distinta.',
  'Widths up to 320 cm, lengths up to 50 m.': 'Anchos de hasta 320 cm, largos de hasta 50 m.',
  'Neutral packaging with no branding.': 'Embalaje neutro sin marca.',
  'Consistent colour across repeat orders.': 'Color uniforme en los pedidos repetidos.',
  '200 micron polyester film.': 'Película de poliéster de 200 micras.',
  'Day/night print mode on request.': 'Modo de impresión día/noche bajo pedido.',
  'Printed in numbered panels.': 'Impreso en paneles numerados.',
  'Paste-safe inks.': 'Tintas aptas para encolar.',
  'Folded or rolled on request.': 'Doblado o enrollado bajo pedido.',
  'Permanent or removable adhesive.': 'Adhesivo permanente o removible.',
  'Contour cutting for logos and lettering.': 'Corte de contorno para logotipos y letras.',
  'Anti-slip laminate for floor graphics.': 'Laminado antideslizante para gráficos de suelo.',
  'Graphic visible from outside.': 'Gráfico visible desde fuera.',
  'Clear view from inside.': 'Visión clara desde dentro.',
  'Optically clear laminate for outdoor use.': 'Laminado ópticamente transparente para exterior.',
  'Clear or white 200 micron PVC.': 'PVC transparente o blanco de 200 micras.',
  'Printed for inside or outside viewing.': 'Impreso para verse desde dentro o desde fuera.',
  '115 g/m² knitted polyester.': 'Poliéster de punto de 115 g/m².',
  'About 90% show-through on the back.': 'Alrededor de un 90 % de traspaso al dorso.',
  'Machine washable at 30 °C.': 'Lavable a máquina a 30 °C.',
  'Sewn 3 mm silicone edge.': 'Borde de silicona de 3 mm cosido.',
  'Light-diffusing backlit textile.': 'Textil backlit que difunde la luz.',
  'Folds for transport without creasing.': 'Se pliega para el transporte sin arrugarse.',
  '280 g/m² canvas.': 'Lona textil de 280 g/m².',
  'Flame-retardant B1 option.': 'Opción ignífuga B1.',
  'A logo that works as well on a 5-metre banner as on a business card. We start from a short brief about your business, your customers and the style you like.':
    'Un logotipo que funciona igual de bien en una lona de 5 metros que en una tarjeta de visita. Empezamos con un breve encargo sobre tu negocio, tus clientes y el estilo que te gusta.',
  'You receive three initial concepts, two rounds of changes on the one you choose and the final files in vector (AI, EPS, SVG, PDF) and web formats, in colour, black and white.':
    'Recibes tres propuestas iniciales, dos rondas de cambios sobre la que elijas y los archivos finales en formato vectorial (AI, EPS, SVG, PDF) y para web, en color y en blanco y negro.',
  'Our designers work with printing in mind: every logo is checked for legibility at small sizes and for reproduction in a single colour on vinyl.':
    'Nuestros diseñadores trabajan pensando en la impresión: comprobamos que cada logotipo se lea en tamaños pequeños y que se pueda reproducir en un solo color sobre vinilo.',
  'Send us your logo, your message and the size of your banner: we lay it out so it can be read from across the street.':
    'Envíanos tu logotipo, tu mensaje y el tamaño de tu lona: lo maquetamos para que se lea desde la otra acera.',
  'Large formats have their own rules: big type, strong contrast and few words. We prepare the file at the right scale with bleed and safe zones for hems and eyelets.':
    'Los grandes formatos tienen sus propias reglas: letra grande, mucho contraste y pocas palabras. Preparamos el archivo a la escala correcta con sangrado y zonas de seguridad para dobladillos y ollaos.',
  'Everything a new business needs to look consistent: logo, colour palette, typefaces and a one-page style guide.':
    'Todo lo que un negocio nuevo necesita para tener una imagen coherente: logotipo, paleta de colores, tipografías y una guía de estilo de una página.',
  'The pack includes business cards, a letterhead, a social media profile kit and a shop-front sign mock-up, all in print-ready files.':
    'El pack incluye tarjetas de visita, papel con membrete, un kit de perfil para redes sociales y una simulación del rótulo de la fachada, todo en archivos listos para imprimir.',
  'Ideal before opening a shop or restaurant: your signage, menus and banners will all share one recognisable look.':
    'Ideal antes de abrir una tienda o un restaurante: tus rótulos, cartas y lonas compartirán una imagen reconocible.',
  'Not sure your file will print well? A prepress specialist checks size, resolution, colour mode, fonts and bleed before anything is printed.':
    '¿No sabes si tu archivo se imprimirá bien? Un especialista en preimpresión comprueba el tamaño, la resolución, el modo de color, las fuentes y el sangrado antes de imprimir nada.',
  'If something needs fixing, we fix it for you: converting to CMYK, extending backgrounds for bleed, outlining fonts or splitting oversize artwork into welded panels.':
    'Si hay que corregir algo, lo corregimos por ti: convertir a CMYK, ampliar fondos para el sangrado, trazar fuentes o dividir diseños de gran tamaño en paneles soldados.',
  'Digital and offset printing of flyers, leaflets, folded brochures and catalogues, from 100 to 100,000 copies.':
    'Impresión digital y offset de flyers, octavillas, folletos plegados y catálogos, de 100 a 100.000 ejemplares.',
  'Tell us the format, paper, folding and quantity in your request; we reply with a price and a delivery date, and start printing once you approve.':
    'Indícanos en tu solicitud el formato, el papel, el plegado y la cantidad; te respondemos con un precio y una fecha de entrega, y empezamos a imprimir cuando lo apruebes.',
  'Turn your vans and cars into moving adverts with printed cast vinyl, cut lettering or full and partial wraps.':
    'Convierte tus furgonetas y coches en anuncios en movimiento con vinilo fundido impreso, letras de corte o rotulación integral o parcial.',
  'Send us the make, model and year of each vehicle with photos of every side; we design on exact vehicle templates and quote printing and fitting.':
    'Envíanos la marca, el modelo y el año de cada vehículo con fotos de todos los lados; diseñamos sobre plantillas exactas del vehículo y presupuestamos la impresión y la colocación.',
  'We use conformable cast films with air-release adhesive and protective laminate, rated for up to 7 years.':
    'Usamos vinilos fundidos adaptables con adhesivo de salida de aire y laminado protector, aptos para hasta 7 años.',
  'One request for everything your event needs: stage backdrops, entrance banners, roll-ups, feather flags and directional signs.':
    'Una sola solicitud para todo lo que necesita tu evento: fondos de escenario, lonas de entrada, roll-ups, banderas tipo vela y señales de dirección.',
  'We coordinate sizes, colours and delivery so the whole set arrives together, labelled by location, in time for your set-up day.':
    'Coordinamos tamaños, colores y entrega para que todo el conjunto llegue junto, etiquetado por ubicación, a tiempo para el día del montaje.',
  'Banners on façades, fences, balconies and scaffolding, fitted by a trained team with insurance and the right access equipment.':
    'Lonas en fachadas, vallas, balcones y andamios, colocadas por un equipo formado, con seguro y con los medios de acceso adecuados.',
  'Tell us the address, the banner sizes and the height of the fixing points; we reply with a quote and a date. Removal of old banners can be included.':
    'Indícanos la dirección, los tamaños de las lonas y la altura de los puntos de fijación; te respondemos con un presupuesto y una fecha. Podemos incluir la retirada de las lonas antiguas.',
  'Bubble-free application of vinyl, one-way vision and frosted films on shop windows and office glass.':
    'Aplicación sin burbujas de vinilo, microperforado y lámina al ácido en escaparates y cristales de oficina.',
  'We measure on site, remove old graphics and clean the glass before fitting. Most shop fronts are done in a few hours, before opening time if you prefer.':
    'Medimos en el lugar, retiramos los gráficos antiguos y limpiamos el cristal antes de colocar. La mayoría de los escaparates se terminan en unas horas, antes de la apertura si lo prefieres.',
  'Fascia panels, projecting signs and built-up letters fitted securely to your shop front.':
    'Paneles de fachada, banderolas y letras corpóreas fijados de forma segura a la fachada de tu tienda.',
  'We survey the wall, advise on fixings and permits and install with sealed, rust-proof fixings. Electrical connections for lit signs are made by a certified electrician.':
    'Revisamos la pared, te asesoramos sobre fijaciones y permisos e instalamos con fijaciones selladas e inoxidables. Las conexiones eléctricas de los rótulos luminosos las hace un electricista autorizado.',
  'Send photos of the façade and your sign design with your request.':
    'Envía con tu solicitud fotos de la fachada y el diseño de tu rótulo.',
  'We print, you sell. Banners, mesh, fabrics and vinyl produced at trade prices with no mention of our name anywhere.':
    'Nosotros imprimimos, tú vendes. Lonas, mallas, tejidos y vinilos producidos a precios profesionales sin mencionar nuestro nombre en ninguna parte.',
  'Open a reseller account through this request: tell us your expected monthly volume and the products you sell, and we set up your trade price list.':
    'Abre una cuenta de revendedor con esta solicitud: indícanos tu volumen mensual previsto y los productos que vendes, y preparamos tu tarifa profesional.',
  'We deliver straight to your customer in plain packaging, with your company as the sender and your own delivery note inside.':
    'Entregamos directamente a tu cliente en embalaje neutro, con tu empresa como remitente y tu propio albarán dentro.',
  'Send us your logo for the delivery note and the addresses with each order; tracking links come to you, not to your customer.':
    'Envíanos tu logotipo para el albarán y las direcciones con cada pedido; los enlaces de seguimiento te llegan a ti, no a tu cliente.',
  'Building wraps and stadium banners far beyond the width of any printer, welded from vertical panels with a 2 cm high-frequency weld.':
    'Lonas para fachadas y estadios mucho más anchas que cualquier impresora, soldadas a partir de paneles verticales con una soldadura de alta frecuencia de 2 cm.',
  'Send the final size and the fixing method; we plan the panel joins away from faces and text, reinforce the edges and fit heavy-duty eyelets or webbing.':
    'Envíanos el tamaño final y el sistema de fijación; situamos las uniones de los paneles lejos de caras y textos, reforzamos los bordes y colocamos ollaos reforzados o cinchas.',
  'Every oversize banner is quoted individually, including folding, labelling and pallet delivery.':
    'Cada lona de gran tamaño se presupuesta individualmente, incluidos el plegado, el etiquetado y la entrega en palé.',
};
