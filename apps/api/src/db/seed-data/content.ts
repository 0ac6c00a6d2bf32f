import type { LocalizedText } from '@shop/shared';
import { t } from './common';

export type BrandSeed = { name: LocalizedText; image: string; url: string };
export type ClientSeed = { name: LocalizedText; image: string };

const brandLogo = (name: string) => `/images/brands/${name}.svg`;
const clientLogo = (name: string) => `/images/clients/${name}.svg`;

/**
 * The shop's sister and partner brands (fictitious). Their sites use the reserved
 * `.example` top-level domain so the demo never links to a real business.
 */
export const brands: BrandSeed[] = [
  {
    name: t('Lona Rápida', 'لونا رابيدا'),
    image: brandLogo('lona-rapida'),
    url: 'https://lonarapida.example',
  },
  {
    name: t('Bandera Pro', 'بانديرا برو'),
    image: brandLogo('bandera-pro'),
    url: 'https://banderapro.example',
  },
  {
    name: t('Rótulo Fácil', 'روتولو فاسيل'),
    image: brandLogo('rotulo-facil'),
    url: 'https://rotulofacil.example',
  },
  { name: t('Vinilo Lab', 'فينيلو لاب'), image: brandLogo('vinilo-lab'), url: 'https://vinilolab.example' },
  {
    name: t('Display Ibérica', 'ديسبلاي إيبيريكا'),
    image: brandLogo('display-iberica'),
    url: 'https://displayiberica.example',
  },
  {
    name: t('Textil Print', 'تكستيل برينت'),
    image: brandLogo('textil-print'),
    url: 'https://textilprint.example',
  },
];

/** Fictitious Spanish customers shown in the home page carousel. */
export const clients: ClientSeed[] = [
  { name: t('Café La Giralda', 'مقهى لا خيرالدا'), image: clientLogo('cafe-la-giralda') },
  { name: t('Hotel Costa Azahar', 'فندق كوستا أثاهار'), image: clientLogo('hotel-costa-azahar') },
  {
    name: t('Autoescuela Montaña', 'مدرسة مونتانيا لتعليم القيادة'),
    image: clientLogo('autoescuela-montana'),
  },
  { name: t('Frutas Hermanos Ruiz', 'فواكه الإخوة رويث'), image: clientLogo('frutas-hermanos-ruiz') },
  {
    name: t('Clínica Dental Sonrisa', 'عيادة سونريسا لطب الأسنان'),
    image: clientLogo('clinica-dental-sonrisa'),
  },
  { name: t('Club Deportivo Ribera', 'نادي ريبيرا الرياضي'), image: clientLogo('club-deportivo-ribera') },
  {
    name: t('Inmobiliaria Mediterráneo', 'عقارات البحر المتوسط'),
    image: clientLogo('inmobiliaria-mediterraneo'),
  },
];
