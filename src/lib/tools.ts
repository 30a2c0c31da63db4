// `toolshed/tools`: every tool screen as a named React component (PascalCase of its id) and its
// declared inputs and change event (`<camelCaseId>Api`, see src/tools/api.ts). Built by
// vite.lib.config.ts; a unit test keeps this list in step with src/tools/ids.ts.
// Heavy libraries a tool loads on demand (zxcvbn dictionaries, diff, hashing, fflate) stay
// dynamic imports here too, so importing one tool never pulls them in up front.
export { default as Calculator, api as calculatorApi } from '../tools/calculator/index';
export { default as UnitConverter, api as unitConverterApi } from '../tools/unit-converter/index';
export { default as Percentage, api as percentageApi } from '../tools/percentage/index';
export { default as AgeCalculator, api as ageCalculatorApi } from '../tools/age-calculator/index';
export { default as BmiCalculator, api as bmiCalculatorApi } from '../tools/bmi-calculator/index';
export { default as WordCounter, api as wordCounterApi } from '../tools/word-counter/index';
export { default as CaseConverter, api as caseConverterApi } from '../tools/case-converter/index';
export { default as TextFormatter, api as textFormatterApi } from '../tools/text-formatter/index';
export { default as LoremGenerator, api as loremGeneratorApi } from '../tools/lorem-generator/index';
export { default as TextDiff, api as textDiffApi } from '../tools/text-diff/index';
export { default as ColorPicker, api as colorPickerApi } from '../tools/color-picker/index';
export { default as GradientGenerator, api as gradientGeneratorApi } from '../tools/gradient-generator/index';
export { default as QrGenerator, api as qrGeneratorApi } from '../tools/qr-generator/index';
export { default as ImageResizer, api as imageResizerApi } from '../tools/image-resizer/index';
export { default as FaviconGenerator, api as faviconGeneratorApi } from '../tools/favicon-generator/index';
export { default as JsonFormatter, api as jsonFormatterApi } from '../tools/json-formatter/index';
export { default as Base64, api as base64Api } from '../tools/base64/index';
export { default as UrlEncoder, api as urlEncoderApi } from '../tools/url-encoder/index';
export { default as HashGenerator, api as hashGeneratorApi } from '../tools/hash-generator/index';
export { default as JwtDecoder, api as jwtDecoderApi } from '../tools/jwt-decoder/index';
export { default as MetaGenerator, api as metaGeneratorApi } from '../tools/meta-generator/index';
export { default as OgGenerator, api as ogGeneratorApi } from '../tools/og-generator/index';
export { default as RobotsGenerator, api as robotsGeneratorApi } from '../tools/robots-generator/index';
export { default as SitemapGenerator, api as sitemapGeneratorApi } from '../tools/sitemap-generator/index';
export { default as UtmBuilder, api as utmBuilderApi } from '../tools/utm-builder/index';
export { default as PasswordGenerator, api as passwordGeneratorApi } from '../tools/password-generator/index';
export { default as PasswordChecker, api as passwordCheckerApi } from '../tools/password-checker/index';
export { default as HashVerifier, api as hashVerifierApi } from '../tools/hash-verifier/index';
export { default as SecureNotes, api as secureNotesApi } from '../tools/secure-notes/index';
export { default as RegexTester, api as regexTesterApi } from '../tools/regex-tester/index';
export { default as CsvJsonConverter, api as csvJsonConverterApi } from '../tools/csv-json-converter/index';
export { default as TipCalculator, api as tipCalculatorApi } from '../tools/tip-calculator/index';
export { default as TimestampConverter, api as timestampConverterApi } from '../tools/timestamp-converter/index';
export { default as UuidGenerator, api as uuidGeneratorApi } from '../tools/uuid-generator/index';
export { default as SlugGenerator, api as slugGeneratorApi } from '../tools/slug-generator/index';
export { default as ContrastChecker, api as contrastCheckerApi } from '../tools/contrast-checker/index';
export { default as DiscountCalculator, api as discountCalculatorApi } from '../tools/discount-calculator/index';
export { default as NumberBaseConverter, api as numberBaseConverterApi } from '../tools/number-base-converter/index';
export { default as DateCalculator, api as dateCalculatorApi } from '../tools/date-calculator/index';
export { default as LoanCalculator, api as loanCalculatorApi } from '../tools/loan-calculator/index';
export { default as RandomGenerator, api as randomGeneratorApi } from '../tools/random-generator/index';
export { default as YamlJsonConverter, api as yamlJsonConverterApi } from '../tools/yaml-json-converter/index';
export { default as CronParser, api as cronParserApi } from '../tools/cron-parser/index';
export { default as TotpGenerator, api as totpGeneratorApi } from '../tools/totp-generator/index';
export { default as BoxShadowGenerator, api as boxShadowGeneratorApi } from '../tools/box-shadow-generator/index';
export { default as TimeZoneConverter, api as timeZoneConverterApi } from '../tools/time-zone-converter/index';
export { default as JsonpathQuery, api as jsonpathQueryApi } from '../tools/jsonpath-query/index';
export { default as StopwatchTimer, api as stopwatchTimerApi } from '../tools/stopwatch-timer/index';
export { default as MarkdownPreview, api as markdownPreviewApi } from '../tools/markdown-preview/index';
export { default as SchemaGenerator, api as schemaGeneratorApi } from '../tools/schema-generator/index';
export { default as SqlFormatter, api as sqlFormatterApi } from '../tools/sql-formatter/index';
export { default as FileEncryptor, api as fileEncryptorApi } from '../tools/file-encryptor/index';
export { default as SvgOptimizer, api as svgOptimizerApi } from '../tools/svg-optimizer/index';

export { toolIds, toolIdsByCategory, type ToolId, type CategoryId } from '../tools/ids';
export type { ToolApi, ToolInput, ToolEvent } from '../tools/api';
export type { ToolProps } from '../tools/loaders';
