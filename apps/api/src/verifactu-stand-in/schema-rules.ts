/**
 * The checks the stand-in makes of a request, written from AEAT's published schemas
 * (SuministroLR.xsd, SuministroInformacion.xsd of the tikeV1.0 service): each record's
 * elements in the schema's sequence with its required ones present, and the simple types'
 * patterns. Not the full schema (no xmldsig, no every optional block's inside): enough to
 * catch a misplaced, missing or badly written element the shop could produce.
 */

type Rule = { name: string; required: boolean };

const seq = (spec: string): Rule[] =>
  spec
    .split(/\s+/)
    .filter(Boolean)
    .map((item) => ({ name: item.replace(/\?$/, ''), required: !item.endsWith('?') }));

export const SEQUENCES: Record<string, Rule[]> = {
  RegFactuSistemaFacturacion: seq('Cabecera RegistroFactura'),
  Cabecera: seq('ObligadoEmision Representante? RemisionVoluntaria? RemisionRequerimiento?'),
  ObligadoEmision: seq('NombreRazon NIF'),
  RegistroAlta: seq(
    `IDVersion IDFactura RefExterna? NombreRazonEmisor Subsanacion? RechazoPrevio? TipoFactura
     TipoRectificativa? FacturasRectificadas? FacturasSustituidas? ImporteRectificacion? FechaOperacion?
     DescripcionOperacion FacturaSimplificadaArt7273? FacturaSinIdentifDestinatarioArt61d? Macrodato?
     EmitidaPorTerceroODestinatario? Tercero? Destinatarios? Cupon? Desglose CuotaTotal ImporteTotal
     Encadenamiento SistemaInformatico FechaHoraHusoGenRegistro NumRegistroAcuerdoFacturacion?
     IdAcuerdoSistemaInformatico? TipoHuella Huella Signature?`,
  ),
  RegistroAnulacion: seq(
    `IDVersion IDFactura RefExterna? SinRegistroPrevio? RechazoPrevio? GeneradoPor? Generador?
     Encadenamiento SistemaInformatico FechaHoraHusoGenRegistro TipoHuella Huella Signature?`,
  ),
  IDFacturaAlta: seq('IDEmisorFactura NumSerieFactura FechaExpedicionFactura'),
  IDFacturaAnulacion: seq('IDEmisorFacturaAnulada NumSerieFacturaAnulada FechaExpedicionFacturaAnulada'),
  RegistroAnterior: seq('IDEmisorFactura NumSerieFactura FechaExpedicionFactura Huella'),
  SistemaInformatico: seq(
    `NombreRazon NIF NombreSistemaInformatico IdSistemaInformatico Version NumeroInstalacion
     TipoUsoPosibleSoloVerifactu TipoUsoPosibleMultiOT IndicadorMultiplesOT`,
  ),
  DetalleDesglose: seq(
    `Impuesto? ClaveRegimen? CalificacionOperacion? OperacionExenta? TipoImpositivo?
     BaseImponibleOimporteNoSujeto BaseImponibleACoste? CuotaRepercutida? TipoRecargoEquivalencia?
     CuotaRecargoEquivalencia?`,
  ),
};

/** Simple types by element name (the schema's patterns and enumerations). */
export const VALUES: Record<string, RegExp> = {
  IDVersion: /^1\.0$/,
  NIF: /^[0-9A-Z]{9}$/,
  IDEmisorFactura: /^[0-9A-Z]{9}$/,
  IDEmisorFacturaAnulada: /^[0-9A-Z]{9}$/,
  NumSerieFactura: /^[\s\S]{1,60}$/,
  NumSerieFacturaAnulada: /^[\s\S]{1,60}$/,
  FechaExpedicionFactura: /^\d{2}-\d{2}-\d{4}$/,
  FechaExpedicionFacturaAnulada: /^\d{2}-\d{2}-\d{4}$/,
  TipoFactura: /^(F1|F2|F3|R1|R2|R3|R4|R5)$/,
  TipoRectificativa: /^(S|I)$/,
  Subsanacion: /^(S|N)$/,
  RechazoPrevio: /^(N|S|X)$/,
  CuotaTotal: /^[+-]?\d{1,12}(\.\d{0,2})?$/,
  ImporteTotal: /^[+-]?\d{1,12}(\.\d{0,2})?$/,
  BaseImponibleOimporteNoSujeto: /^[+-]?\d{1,12}(\.\d{0,2})?$/,
  CuotaRepercutida: /^[+-]?\d{1,12}(\.\d{0,2})?$/,
  TipoImpositivo: /^\d{1,3}(\.\d{0,2})?$/,
  Impuesto: /^0[1-5]$/,
  ClaveRegimen: /^\d{2}$/,
  CalificacionOperacion: /^(S1|S2|N1|N2)$/,
  OperacionExenta: /^E[1-8]$/,
  PrimerRegistro: /^S$/,
  Huella: /^[0-9A-F]{64}$/,
  TipoHuella: /^01$/,
  FechaHoraHusoGenRegistro: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/,
  IdSistemaInformatico: /^[\s\S]{1,2}$/,
  DescripcionOperacion: /^[\s\S]{1,500}$/,
  NombreRazon: /^[\s\S]{1,120}$/,
  NombreRazonEmisor: /^[\s\S]{1,120}$/,
};
