import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the design tools in Italian; tags are comma-separated.
export default {
  'color-picker.description': 'Scegli un colore, crea una palette di 8 colori e converti tra HEX, RGB, HSL, HSV, CMYK e OKLCH.',
  'color-picker.tags': 'colore, palette, esadecimale, contrasto, tavolozza',
  'gradient-generator.description': 'Crea gradienti CSS lineari, radiali e conici con fino a otto punti di colore e copia il CSS.',
  'gradient-generator.tags': 'css, gradiente, sfumatura, sfondo, colore',
  'qr-generator.description': 'Crea codici QR per link, testo, Wi-Fi, e-mail, SMS, telefono, posizione e biglietti da visita, anche offline.',
  'qr-generator.tags': 'codice qr, wifi, vcard, png, svg',
  'image-resizer.description': 'Ridimensiona e converti immagini PNG, JPEG, WebP e GIF con un ridimensionamento di alta qualità, nel browser.',
  'image-resizer.tags': 'immagine, ridimensionare, comprimere, foto, webp',
  'favicon-generator.description': 'Trasforma un’immagine, una lettera o un’emoji in favicon.ico, icone PNG, un web manifest e i tag HTML.',
  'favicon-generator.tags': 'favicon, icona, manifest, ico',
  'contrast-checker.description': 'Verifica i colori di testo e sfondo secondo WCAG 2.2 AA e AAA, vedi il valore APCA Lc e ottieni un colore che supera il test.',
  'contrast-checker.tags': 'contrasto, wcag, accessibilità, apca',
  'box-shadow-generator.description': 'Crea ombre CSS a più livelli con spostamento, sfocatura, espansione, colore e inset, guardale su una scheda e copia il CSS.',
  'box-shadow-generator.tags': 'box-shadow, css, ombra, design',
  'svg-optimizer.description': 'Ottimizza file SVG con SVGO nel browser: rimuovi i metadati degli editor, arrotonda i numeri, vedi lo spazio risparmiato e le due immagini affiancate.',
  'svg-optimizer.tags': 'svg, svgo, minimizzare, comprimere, icone',
} satisfies DetailMessages<'design'>;
