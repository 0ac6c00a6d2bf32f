import { describe, expect, it } from 'vitest';
import { answerRequest } from './aeat';

/** A request built by hand around one record, to break one rule at a time. */
function request(record: string, nif = 'B29000000'): string {
  return `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:sflr="lr" xmlns:sf="info">
<soapenv:Body><sflr:RegFactuSistemaFacturacion>
<sflr:Cabecera><sf:ObligadoEmision><sf:NombreRazon>Shop</sf:NombreRazon><sf:NIF>${nif}</sf:NIF></sf:ObligadoEmision></sflr:Cabecera>
<sflr:RegistroFactura>${record}</sflr:RegistroFactura>
</sflr:RegFactuSistemaFacturacion></soapenv:Body></soapenv:Envelope>`;
}

const system = `<sf:SistemaInformatico><sf:NombreRazon>Shop</sf:NombreRazon><sf:NIF>B29000000</sf:NIF><sf:NombreSistemaInformatico>S</sf:NombreSistemaInformatico><sf:IdSistemaInformatico>BP</sf:IdSistemaInformatico><sf:Version>1</sf:Version><sf:NumeroInstalacion>1</sf:NumeroInstalacion><sf:TipoUsoPosibleSoloVerifactu>S</sf:TipoUsoPosibleSoloVerifactu><sf:TipoUsoPosibleMultiOT>N</sf:TipoUsoPosibleMultiOT><sf:IndicadorMultiplesOT>N</sf:IndicadorMultiplesOT></sf:SistemaInformatico>`;

// AEAT's published cancellation example (fingerprint 177547C0…), as a RegistroAnulacion.
function cancellation(
  order: 'right' | 'swapped' = 'right',
  huella = '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68',
) {
  const chain = `<sf:Encadenamiento><sf:RegistroAnterior><sf:IDEmisorFactura>89890001K</sf:IDEmisorFactura><sf:NumSerieFactura>12345679/G34</sf:NumSerieFactura><sf:FechaExpedicionFactura>01-01-2024</sf:FechaExpedicionFactura><sf:Huella>F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97</sf:Huella></sf:RegistroAnterior></sf:Encadenamiento>`;
  const id = `<sf:IDFactura><sf:IDEmisorFacturaAnulada>89890001K</sf:IDEmisorFacturaAnulada><sf:NumSerieFacturaAnulada>12345679/G34</sf:NumSerieFacturaAnulada><sf:FechaExpedicionFacturaAnulada>01-01-2024</sf:FechaExpedicionFacturaAnulada></sf:IDFactura>`;
  const middle = order === 'right' ? `${chain}${system}` : `${system}${chain}`;
  return `<sf:RegistroAnulacion><sf:IDVersion>1.0</sf:IDVersion>${id}${middle}<sf:FechaHoraHusoGenRegistro>2024-01-01T19:20:40+01:00</sf:FechaHoraHusoGenRegistro><sf:TipoHuella>01</sf:TipoHuella><sf:Huella>${huella}</sf:Huella></sf:RegistroAnulacion>`;
}

describe('the AEAT stand-in', () => {
  it("accepts AEAT's own cancellation example", () => {
    const { status, xml } = answerRequest(request(cancellation()), {}, { value: null });
    expect(status).toBe(200);
    expect(xml).toContain('<tikR:EstadoRegistro>Correcto</tikR:EstadoRegistro>');
    expect(xml).toContain('<tik:TipoOperacion>Anulacion</tik:TipoOperacion>');
  });

  it('answers a SOAP fault for elements out of the schema order or badly written', () => {
    const swapped = answerRequest(request(cancellation('swapped')), {}, { value: null });
    expect(swapped.status).toBe(500);
    expect(swapped.xml).toContain('<faultstring>Error de esquema');
    const badNif = answerRequest(request(cancellation(), 'B-2900000'), {}, { value: null });
    expect(badNif.xml).toMatch(/NIF: value 'B-2900000'/);
    expect(answerRequest('<not-xml', {}, { value: null }).status).toBe(500);
  });

  it('rejects a record whose fingerprint does not match its fields', () => {
    const { xml } = answerRequest(request(cancellation('right', 'A'.repeat(64))), {}, { value: null });
    expect(xml).toContain('<tikR:EstadoRegistro>Incorrecto</tikR:EstadoRegistro>');
    expect(xml).toContain('<tikR:CodigoErrorRegistro>2000</tikR:CodigoErrorRegistro>');
  });
});
