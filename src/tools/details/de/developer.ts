import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the developer tools in German; tags are comma-separated.
export default {
  'json-formatter.description': 'JSON prüfen, formatieren, minimieren und als Baum erkunden, mit genauen Fehlerpositionen.',
  'json-formatter.tags': 'JSON, formatieren, validieren, minimieren',
  'base64.description': 'Kodiert und dekodiert Base64-Text und -Dateien, URL-sicher oder Standard, mit Vorschau für Data-URLs.',
  'base64.tags': 'Base64, kodieren, dekodieren, Data-URL',
  'url-encoder.description': 'URLs und Bestandteile prozentkodieren oder dekodieren und eine URL in ihre Teile zerlegen.',
  'url-encoder.tags': 'URL, kodieren, dekodieren, Query-String',
  'hash-generator.description': 'Berechnet MD5-, SHA-1-, SHA-256-, SHA-384- und SHA-512-Hashes und HMACs von Text oder großen Dateien.',
  'hash-generator.tags': 'Hash, SHA256, MD5, HMAC, Prüfsumme',
  'jwt-decoder.description': 'Dekodiert JSON Web Tokens, erklärt ihre Claims und prüft Signaturen, ohne das Token irgendwohin zu senden.',
  'jwt-decoder.tags': 'JWT, Token, Authentifizierung, Signatur',
  'regex-tester.description': 'Einen regulären Ausdruck an Ihrem Text testen: jeder Treffer mit seinen Gruppen hervorgehoben, eine Vorschau beim Ersetzen und kein Einfrieren bei katastrophalen Mustern.',
  'regex-tester.tags': 'Regex, RegExp, Muster, Ersetzen',
  'csv-json-converter.description': 'CSV in JSON umwandeln und zurück, mit Trennzeichen-Erkennung, Kopfzeile, Feldern in Anführungszeichen und Typerkennung.',
  'csv-json-converter.tags': 'CSV, JSON, umwandeln, Tabelle',
  'timestamp-converter.description': 'Rechnet Unix-Zeit in Sekunden, Millisekunden oder Mikrosekunden in ISO 8601, RFC 2822, Orts- und relative Zeit um – und zurück.',
  'timestamp-converter.tags': 'Unix-Zeit, Epoche, Datum, ISO 8601',
  'uuid-generator.description': 'Erzeugt UUID v4, v7, v1 und v5 oder ULIDs, bis zu 1.000 auf einmal, und prüft Version, Variante und Zeit jeder UUID.',
  'uuid-generator.tags': 'UUID, ULID, GUID, Kennung',
  'number-base-converter.description': 'Rechnet ganze Zahlen jeder Größe zwischen binär, oktal, dezimal, hexadezimal und jeder Basis bis 36 um, mit Zweierkomplement-Bits.',
  'number-base-converter.tags': 'binär, hexadezimal, oktal, Zahlensystem',
  'yaml-json-converter.description': 'YAML in JSON umwandeln und zurück, mit aufgelösten Ankern und Aliasen, mehreren Dokumenten als Array und Fehlern mit Zeilenangabe.',
  'yaml-json-converter.tags': 'YAML, JSON, umwandeln, Konfiguration',
  'cron-parser.description': 'Liest einen Cron-Ausdruck in Klartext, zeigt die nächsten 10 Ausführungszeiten in jeder Zeitzone und erklärt jedes Feld.',
  'cron-parser.tags': 'Cron, Crontab, Zeitplan, Job',
} satisfies DetailMessages<'developer'>;
