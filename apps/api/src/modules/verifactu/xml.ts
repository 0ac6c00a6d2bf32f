import { INVOICING_SYSTEM, ISSUER, RECORD_FORMAT_VERSION } from './system';

/**
 * The XML of a record, per AEAT's SuministroInformacion.xsd (RegistroAlta, RegistroAnulacion)
 * and the SOAP request of SuministroLR.xsd (RegFactuSistemaFacturacion). Values are written
 * with the same strings the fingerprint was taken over.
 */

export const NS_LR =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd';
export const NS_INFO =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';
export const NS_SOAP = 'http://schemas.xmlsoap.org/soap/envelope/';

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

type Node = [string, string | Node[]] | null;

function render(nodes: Node[], indent = ''): string {
  return nodes
    .filter((n): n is [string, string | Node[]] => n !== null)
    .map(([name, value]) =>
      typeof value === 'string'
        ? `${indent}<sf:${name}>${escapeXml(value)}</sf:${name}>`
        : `${indent}<sf:${name}>\n${render(value, `${indent}  `)}\n${indent}</sf:${name}>`,
    )
    .join('\n');
}

export type ChainLink = { invoiceNumber: string; issueDate: string; fingerprint: string } | null;

export type AltaXmlInput = {
  invoiceNumber: string;
  issueDate: string;
  invoiceType: string;
  /** 'I': a credit note by differences (amounts are the negative change). */
  correctionKind: 'I' | null;
  corrected: { invoiceNumber: string; issueDate: string } | null;
  description: string;
  /** Subsanación: a corrected re-send of a record AEAT rejected or accepted with errors. */
  remedy: boolean;
  rejectedBefore: boolean;
  buyer: { name: string; taxId: string | null; countryCode: string } | null;
  breakdown: {
    rate: string | null;
    base: string;
    tax: string | null;
    /** AEAT's OperacionExenta key (E2 export, E5 intra-EU supply) when no VAT is charged. */
    exempt: string | null;
  }[];
  taxTotal: string;
  total: string;
  previous: ChainLink;
  generatedAt: string;
  fingerprint: string;
};

function recipient(buyer: NonNullable<AltaXmlInput['buyer']>): Node[] {
  const taxId = buyer.taxId ?? '';
  const name: Node = ['NombreRazon', buyer.name.slice(0, 120)];
  if (buyer.countryCode === 'ES') return [name, ['NIF', taxId.replace(/^ES/i, '')]];
  // EU VAT numbers are NIF-IVA (02); any other country's tax ID is an official document (04).
  const idType = /^[A-Z]{2}[0-9A-Z]+$/i.test(taxId) ? '02' : '04';
  return [
    name,
    [
      'IDOtro',
      [
        ['CodigoPais', buyer.countryCode],
        ['IDType', idType],
        ['ID', taxId.slice(0, 20)],
      ],
    ],
  ];
}

function chain(previous: ChainLink): Node {
  return [
    'Encadenamiento',
    previous
      ? [
          [
            'RegistroAnterior',
            [
              ['IDEmisorFactura', ISSUER.taxId],
              ['NumSerieFactura', previous.invoiceNumber],
              ['FechaExpedicionFactura', previous.issueDate],
              ['Huella', previous.fingerprint],
            ],
          ],
        ]
      : [['PrimerRegistro', 'S']],
  ];
}

function system(): Node {
  const s = INVOICING_SYSTEM;
  return [
    'SistemaInformatico',
    [
      ['NombreRazon', s.producerName],
      ['NIF', s.producerTaxId],
      ['NombreSistemaInformatico', s.name],
      ['IdSistemaInformatico', s.id],
      ['Version', s.version],
      ['NumeroInstalacion', s.installation],
      ['TipoUsoPosibleSoloVerifactu', s.onlyVerifactu],
      ['TipoUsoPosibleMultiOT', s.multipleTaxpayers],
      ['IndicadorMultiplesOT', s.hasMultipleTaxpayers],
    ],
  ];
}

function wrap(root: string, body: Node[]): string {
  return `<sf:${root} xmlns:sf="${NS_INFO}">\n${render(body, '  ')}\n</sf:${root}>`;
}

export function registroAltaXml(r: AltaXmlInput): string {
  return wrap('RegistroAlta', [
    ['IDVersion', RECORD_FORMAT_VERSION],
    [
      'IDFactura',
      [
        ['IDEmisorFactura', ISSUER.taxId],
        ['NumSerieFactura', r.invoiceNumber],
        ['FechaExpedicionFactura', r.issueDate],
      ],
    ],
    ['NombreRazonEmisor', ISSUER.name],
    r.remedy ? ['Subsanacion', 'S'] : null,
    r.rejectedBefore ? ['RechazoPrevio', 'X'] : null,
    ['TipoFactura', r.invoiceType],
    r.correctionKind ? ['TipoRectificativa', r.correctionKind] : null,
    r.corrected
      ? [
          'FacturasRectificadas',
          [
            [
              'IDFacturaRectificada',
              [
                ['IDEmisorFactura', ISSUER.taxId],
                ['NumSerieFactura', r.corrected.invoiceNumber],
                ['FechaExpedicionFactura', r.corrected.issueDate],
              ],
            ],
          ],
        ]
      : null,
    ['DescripcionOperacion', r.description.slice(0, 500)],
    r.buyer ? ['Destinatarios', [['IDDestinatario', recipient(r.buyer)]]] : null,
    [
      'Desglose',
      r.breakdown.map(
        (d): Node => [
          'DetalleDesglose',
          [
            ['Impuesto', '01'],
            ['ClaveRegimen', d.exempt === 'E2' ? '02' : '01'],
            d.exempt ? ['OperacionExenta', d.exempt] : ['CalificacionOperacion', 'S1'],
            d.exempt || d.rate === null ? null : ['TipoImpositivo', d.rate],
            ['BaseImponibleOimporteNoSujeto', d.base],
            d.exempt || d.tax === null ? null : ['CuotaRepercutida', d.tax],
          ],
        ],
      ),
    ],
    ['CuotaTotal', r.taxTotal],
    ['ImporteTotal', r.total],
    chain(r.previous),
    system(),
    ['FechaHoraHusoGenRegistro', r.generatedAt],
    ['TipoHuella', '01'],
    ['Huella', r.fingerprint],
  ]);
}

export type AnulacionXmlInput = {
  invoiceNumber: string;
  issueDate: string;
  previous: ChainLink;
  generatedAt: string;
  fingerprint: string;
};

export function registroAnulacionXml(r: AnulacionXmlInput): string {
  return wrap('RegistroAnulacion', [
    ['IDVersion', RECORD_FORMAT_VERSION],
    [
      'IDFactura',
      [
        ['IDEmisorFacturaAnulada', ISSUER.taxId],
        ['NumSerieFacturaAnulada', r.invoiceNumber],
        ['FechaExpedicionFacturaAnulada', r.issueDate],
      ],
    ],
    chain(r.previous),
    system(),
    ['FechaHoraHusoGenRegistro', r.generatedAt],
    ['TipoHuella', '01'],
    ['Huella', r.fingerprint],
  ]);
}

/** The SOAP request that sends records: the records' XML inside RegistroFactura elements. */
export function submissionEnvelope(recordsXml: string[]): string {
  const records = recordsXml
    .map(
      (xml) =>
        `      <sflr:RegistroFactura>\n${xml.replace(/^/gm, '        ')}\n      </sflr:RegistroFactura>`,
    )
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<soapenv:Envelope xmlns:soapenv="${NS_SOAP}" xmlns:sflr="${NS_LR}" xmlns:sf="${NS_INFO}">`,
    '  <soapenv:Header/>',
    '  <soapenv:Body>',
    '    <sflr:RegFactuSistemaFacturacion>',
    '      <sflr:Cabecera>',
    '        <sf:ObligadoEmision>',
    `          <sf:NombreRazon>${escapeXml(ISSUER.name)}</sf:NombreRazon>`,
    `          <sf:NIF>${ISSUER.taxId}</sf:NIF>`,
    '        </sf:ObligadoEmision>',
    '      </sflr:Cabecera>',
    records,
    '    </sflr:RegFactuSistemaFacturacion>',
    '  </soapenv:Body>',
    '</soapenv:Envelope>',
  ].join('\n');
}
