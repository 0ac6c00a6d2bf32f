/**
 * Spanish cities for the address form: the 50 provincial capitals, Ceuta and Melilla, and the
 * biggest other towns. The address stores the official Spanish name (what the courier label
 * needs) and the province; pages show the name in their language. Each province's two-digit
 * code is also the first two digits of every postcode in it.
 */
export const SPAIN_PROVINCES = {
  '01': 'Araba/Álava',
  '02': 'Albacete',
  '03': 'Alicante/Alacant',
  '04': 'Almería',
  '05': 'Ávila',
  '06': 'Badajoz',
  '07': 'Illes Balears',
  '08': 'Barcelona',
  '09': 'Burgos',
  '10': 'Cáceres',
  '11': 'Cádiz',
  '12': 'Castellón/Castelló',
  '13': 'Ciudad Real',
  '14': 'Córdoba',
  '15': 'A Coruña',
  '16': 'Cuenca',
  '17': 'Girona',
  '18': 'Granada',
  '19': 'Guadalajara',
  '20': 'Gipuzkoa',
  '21': 'Huelva',
  '22': 'Huesca',
  '23': 'Jaén',
  '24': 'León',
  '25': 'Lleida',
  '26': 'La Rioja',
  '27': 'Lugo',
  '28': 'Madrid',
  '29': 'Málaga',
  '30': 'Murcia',
  '31': 'Navarra',
  '32': 'Ourense',
  '33': 'Asturias',
  '34': 'Palencia',
  '35': 'Las Palmas',
  '36': 'Pontevedra',
  '37': 'Salamanca',
  '38': 'Santa Cruz de Tenerife',
  '39': 'Cantabria',
  '40': 'Segovia',
  '41': 'Sevilla',
  '42': 'Soria',
  '43': 'Tarragona',
  '44': 'Teruel',
  '45': 'Toledo',
  '46': 'Valencia/València',
  '47': 'Valladolid',
  '48': 'Bizkaia',
  '49': 'Zamora',
  '50': 'Zaragoza',
  '51': 'Ceuta',
  '52': 'Melilla',
} as const;

export type SpainProvinceCode = keyof typeof SPAIN_PROVINCES;

export type SpainCity = {
  id: string;
  /** Official name, stored in the address. */
  es: string;
  en: string;
  ar: string;
  /** Province code = the first two digits of the city's postcodes. */
  province: SpainProvinceCode;
  /** True for the seat of its province (and for Ceuta and Melilla). */
  capital: boolean;
};

type Row = [id: string, es: string, en: string, ar: string, province: SpainProvinceCode];

const CAPITALS: Row[] = [
  ['vitoria-gasteiz', 'Vitoria-Gasteiz', 'Vitoria-Gasteiz', 'فيتوريا غاستيز', '01'],
  ['albacete', 'Albacete', 'Albacete', 'ألباسيتي', '02'],
  ['alicante', 'Alicante', 'Alicante', 'أليكانتي', '03'],
  ['almeria', 'Almería', 'Almería', 'المرية', '04'],
  ['avila', 'Ávila', 'Ávila', 'آبلة', '05'],
  ['badajoz', 'Badajoz', 'Badajoz', 'بطليوس', '06'],
  ['palma', 'Palma', 'Palma', 'بالما', '07'],
  ['barcelona', 'Barcelona', 'Barcelona', 'برشلونة', '08'],
  ['burgos', 'Burgos', 'Burgos', 'بورغوس', '09'],
  ['caceres', 'Cáceres', 'Cáceres', 'قصرش', '10'],
  ['cadiz', 'Cádiz', 'Cádiz', 'قادس', '11'],
  ['castellon', 'Castellón de la Plana', 'Castellón de la Plana', 'كاستيون دي لا بلانا', '12'],
  ['ciudad-real', 'Ciudad Real', 'Ciudad Real', 'سيوداد ريال', '13'],
  ['cordoba', 'Córdoba', 'Córdoba', 'قرطبة', '14'],
  ['a-coruna', 'A Coruña', 'A Coruña', 'لا كورونيا', '15'],
  ['cuenca', 'Cuenca', 'Cuenca', 'قونكة', '16'],
  ['girona', 'Girona', 'Girona', 'جرندة', '17'],
  ['granada', 'Granada', 'Granada', 'غرناطة', '18'],
  ['guadalajara', 'Guadalajara', 'Guadalajara', 'وادي الحجارة', '19'],
  ['san-sebastian', 'Donostia-San Sebastián', 'San Sebastián', 'سان سباستيان', '20'],
  ['huelva', 'Huelva', 'Huelva', 'ولبة', '21'],
  ['huesca', 'Huesca', 'Huesca', 'وشقة', '22'],
  ['jaen', 'Jaén', 'Jaén', 'جيان', '23'],
  ['leon', 'León', 'León', 'ليون', '24'],
  ['lleida', 'Lleida', 'Lleida', 'لاردة', '25'],
  ['logrono', 'Logroño', 'Logroño', 'لوغرونيو', '26'],
  ['lugo', 'Lugo', 'Lugo', 'لوغو', '27'],
  ['madrid', 'Madrid', 'Madrid', 'مدريد', '28'],
  ['malaga', 'Málaga', 'Málaga', 'مالقة', '29'],
  ['murcia', 'Murcia', 'Murcia', 'مرسية', '30'],
  ['pamplona', 'Pamplona/Iruña', 'Pamplona', 'بنبلونة', '31'],
  ['ourense', 'Ourense', 'Ourense', 'أورينسي', '32'],
  ['oviedo', 'Oviedo', 'Oviedo', 'أوفييدو', '33'],
  ['palencia', 'Palencia', 'Palencia', 'بالينسيا', '34'],
  [
    'las-palmas',
    'Las Palmas de Gran Canaria',
    'Las Palmas de Gran Canaria',
    'لاس بالماس دي غران كناريا',
    '35',
  ],
  ['pontevedra', 'Pontevedra', 'Pontevedra', 'بونتيفيدرا', '36'],
  ['salamanca', 'Salamanca', 'Salamanca', 'شلمنقة', '37'],
  [
    'santa-cruz-de-tenerife',
    'Santa Cruz de Tenerife',
    'Santa Cruz de Tenerife',
    'سانتا كروز دي تينيريفي',
    '38',
  ],
  ['santander', 'Santander', 'Santander', 'سانتاندير', '39'],
  ['segovia', 'Segovia', 'Segovia', 'شقوبية', '40'],
  ['sevilla', 'Sevilla', 'Seville', 'إشبيلية', '41'],
  ['soria', 'Soria', 'Soria', 'صورية', '42'],
  ['tarragona', 'Tarragona', 'Tarragona', 'طركونة', '43'],
  ['teruel', 'Teruel', 'Teruel', 'تيرويل', '44'],
  ['toledo', 'Toledo', 'Toledo', 'طليطلة', '45'],
  ['valencia', 'Valencia', 'Valencia', 'بلنسية', '46'],
  ['valladolid', 'Valladolid', 'Valladolid', 'بلد الوليد', '47'],
  ['bilbao', 'Bilbao', 'Bilbao', 'بلباو', '48'],
  ['zamora', 'Zamora', 'Zamora', 'سمورة', '49'],
  ['zaragoza', 'Zaragoza', 'Zaragoza', 'سرقسطة', '50'],
  ['ceuta', 'Ceuta', 'Ceuta', 'سبتة', '51'],
  ['melilla', 'Melilla', 'Melilla', 'مليلية', '52'],
];

const BIG_TOWNS: Row[] = [
  ['vigo', 'Vigo', 'Vigo', 'فيغو', '36'],
  ['gijon', 'Gijón', 'Gijón', 'خيخون', '33'],
  ['hospitalet', "L'Hospitalet de Llobregat", "L'Hospitalet de Llobregat", 'لوسبيتاليت دي يوبريغات', '08'],
  ['elche', 'Elche/Elx', 'Elche', 'إلتشي', '03'],
  ['badalona', 'Badalona', 'Badalona', 'بادالونا', '08'],
  ['cartagena', 'Cartagena', 'Cartagena', 'قرطاجنة', '30'],
  ['terrassa', 'Terrassa', 'Terrassa', 'تاراسا', '08'],
  ['jerez', 'Jerez de la Frontera', 'Jerez de la Frontera', 'شريش', '11'],
  ['sabadell', 'Sabadell', 'Sabadell', 'ساباديل', '08'],
  ['mostoles', 'Móstoles', 'Móstoles', 'موستوليس', '28'],
  ['alcala-de-henares', 'Alcalá de Henares', 'Alcalá de Henares', 'ألكالا دي إيناريس', '28'],
  ['fuenlabrada', 'Fuenlabrada', 'Fuenlabrada', 'فوينلابرادا', '28'],
  ['leganes', 'Leganés', 'Leganés', 'ليغانيس', '28'],
  ['getafe', 'Getafe', 'Getafe', 'خيتافي', '28'],
  ['marbella', 'Marbella', 'Marbella', 'مربلة', '29'],
  ['algeciras', 'Algeciras', 'Algeciras', 'الجزيرة الخضراء', '11'],
  ['alcorcon', 'Alcorcón', 'Alcorcón', 'ألكوركون', '28'],
  ['torrejon-de-ardoz', 'Torrejón de Ardoz', 'Torrejón de Ardoz', 'توريخون دي أردوث', '28'],
  ['parla', 'Parla', 'Parla', 'بارلا', '28'],
  ['reus', 'Reus', 'Reus', 'ريوس', '43'],
  ['dos-hermanas', 'Dos Hermanas', 'Dos Hermanas', 'دوس هرماناس', '41'],
  ['telde', 'Telde', 'Telde', 'تيلدي', '35'],
  ['barakaldo', 'Barakaldo', 'Barakaldo', 'باراكالدو', '48'],
  ['lorca', 'Lorca', 'Lorca', 'لورقة', '30'],
  [
    'la-laguna',
    'San Cristóbal de La Laguna',
    'San Cristóbal de La Laguna',
    'سان كريستوبال دي لا لاغونا',
    '38',
  ],
  ['santiago', 'Santiago de Compostela', 'Santiago de Compostela', 'سانتياغو دي كومبوستيلا', '15'],
  ['ferrol', 'Ferrol', 'Ferrol', 'فيرول', '15'],
  ['mataro', 'Mataró', 'Mataró', 'ماتارو', '08'],
  ['torrevieja', 'Torrevieja', 'Torrevieja', 'توريبيخا', '03'],
  ['orihuela', 'Orihuela', 'Orihuela', 'أوريولة', '03'],
  ['benidorm', 'Benidorm', 'Benidorm', 'بنيدورم', '03'],
  ['alcobendas', 'Alcobendas', 'Alcobendas', 'ألكوبينداس', '28'],
  ['pozuelo', 'Pozuelo de Alarcón', 'Pozuelo de Alarcón', 'بوثويلو دي ألاركون', '28'],
  ['las-rozas', 'Las Rozas de Madrid', 'Las Rozas de Madrid', 'لاس روثاس دي مدريد', '28'],
  ['roquetas', 'Roquetas de Mar', 'Roquetas de Mar', 'روكيتاس دي مار', '04'],
  ['el-ejido', 'El Ejido', 'El Ejido', 'إل إخيدو', '04'],
  ['velez-malaga', 'Vélez-Málaga', 'Vélez-Málaga', 'بلش مالقة', '29'],
  ['fuengirola', 'Fuengirola', 'Fuengirola', 'فوينخيرولا', '29'],
  ['torremolinos', 'Torremolinos', 'Torremolinos', 'توريمولينوس', '29'],
  ['estepona', 'Estepona', 'Estepona', 'إستبونة', '29'],
  ['mijas', 'Mijas', 'Mijas', 'ميخاس', '29'],
  ['benalmadena', 'Benalmádena', 'Benalmádena', 'بينالمادينا', '29'],
  ['ronda', 'Ronda', 'Ronda', 'رندة', '29'],
  ['antequera', 'Antequera', 'Antequera', 'أنتقيرة', '29'],
  ['chiclana', 'Chiclana de la Frontera', 'Chiclana de la Frontera', 'تشيكلانا دي لا فرونتيرا', '11'],
  ['el-puerto', 'El Puerto de Santa María', 'El Puerto de Santa María', 'إل بويرتو دي سانتا ماريا', '11'],
  ['san-fernando', 'San Fernando', 'San Fernando', 'سان فرناندو', '11'],
  ['linares', 'Linares', 'Linares', 'ليناريس', '23'],
  ['ponferrada', 'Ponferrada', 'Ponferrada', 'بونفيرادا', '24'],
  ['merida', 'Mérida', 'Mérida', 'ماردة', '06'],
  ['talavera', 'Talavera de la Reina', 'Talavera de la Reina', 'طلبيرة', '45'],
  ['gandia', 'Gandia', 'Gandia', 'غاندية', '46'],
  ['torrent', 'Torrent', 'Torrent', 'تورنت', '46'],
  ['sagunto', 'Sagunto/Sagunt', 'Sagunto', 'ساغونتو', '46'],
  ['ibiza', 'Eivissa', 'Ibiza', 'إيبيزا', '07'],
  ['arona', 'Arona', 'Arona', 'أرونا', '38'],
  ['getxo', 'Getxo', 'Getxo', 'غيتشو', '48'],
  ['irun', 'Irun', 'Irun', 'إيرون', '20'],
  ['aviles', 'Avilés', 'Avilés', 'أبيليس', '33'],
  ['manresa', 'Manresa', 'Manresa', 'منريسا', '08'],
  ['granollers', 'Granollers', 'Granollers', 'غرانويرس', '08'],
  ['sant-cugat', 'Sant Cugat del Vallès', 'Sant Cugat del Vallès', 'سانت كوغات ديل باليس', '08'],
  ['motril', 'Motril', 'Motril', 'موتريل', '18'],
  ['rivas', 'Rivas-Vaciamadrid', 'Rivas-Vaciamadrid', 'ريباس فاسيامدريد', '28'],
];

const toCity =
  (capital: boolean) =>
  ([id, es, en, ar, province]: Row): SpainCity => ({
    id,
    es,
    en,
    ar,
    province,
    capital,
  });

export const SPAIN_CITIES: readonly SpainCity[] = [
  ...CAPITALS.map(toCity(true)),
  ...BIG_TOWNS.map(toCity(false)),
];

export type CityLang = 'en' | 'ar' | 'es';

/** Lower case without accents, for matching what a customer types. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The city whose name in any of the three languages is `name` (accents and case ignored). */
export function findSpainCity(name: string): SpainCity | undefined {
  const wanted = fold(name);
  if (!wanted) return undefined;
  return SPAIN_CITIES.find((city) => [city.es, city.en, city.ar].some((n) => fold(n) === wanted));
}

/** The city's name in `lang`; a name that is not on the list comes back as it is. */
export function localCityName(stored: string, lang: string): string {
  const city = findSpainCity(stored);
  if (!city) return stored;
  return lang === 'ar' || lang === 'en' ? city[lang] : city.es;
}

/** The province (official name) of a listed city. */
export function provinceOf(city: SpainCity): string {
  return SPAIN_PROVINCES[city.province];
}
