import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the productivity tools in Arabic; tags are comma-separated.
export default {
  'calculator.description': 'آلة حاسبة للعمليات الأربع مع مفاتيح الذاكرة ودعم لوحة المفاتيح ونتائج عشرية دقيقة.',
  'calculator.tags': 'رياضيات، حساب، ذاكرة، لوحة المفاتيح',
  'unit-converter.description': 'حوّل وحدات الطول والكتلة والحرارة والمساحة والحجم والسرعة والوقت والبيانات والطاقة والضغط بدقة.',
  'unit-converter.tags': 'وحدات، متري، إمبراطوري، تحويل',
  'percentage.description': 'احسب X% من Y، وكم بالمئة تمثل X من Y، ونسبة التغير بين قيمتين.',
  'percentage.tags': 'رياضيات، نسبة مئوية، تغير، خصم',
  'age-calculator.description': 'اعرف عمرك بدقة بالسنوات والأشهر والأيام، ويوم الأسبوع الذي وُلدت فيه، والأيام المتبقية لعيد ميلادك القادم.',
  'age-calculator.tags': 'تاريخ، عيد ميلاد، عمر',
  'bmi-calculator.description': 'احسب مؤشر كتلة الجسم بالوحدات المترية أو الأمريكية مع تصنيف منظمة الصحة العالمية ونطاق الوزن الصحي.',
  'bmi-calculator.tags': 'صحة، جسم، وزن، منظمة الصحة العالمية',
  'tip-calculator.description': 'احسب إكرامية الفاتورة وقسّمها بين الأصدقاء وقرّبها إلى الأعلى، بحساب مالي دقيق بعملتك.',
  'tip-calculator.tags': 'إكرامية، تقسيم، فاتورة، مطعم',
  'discount-calculator.description': 'احسب سعر التخفيض من نسبة مئوية أو مبلغ، وأضف خصمًا ثانيًا فوقه، واحتسب ضريبة المبيعات قبل الخصم أو بعده.',
  'discount-calculator.tags': 'خصم، تخفيضات، سعر، ضريبة',
  'date-calculator.description': 'احسب السنوات والأشهر والأيام وأيام العمل بين تاريخين، أو أضف إلى تاريخ أيامًا أو أسابيع أو أشهرًا أو أيام عمل أو اطرحها منه.',
  'date-calculator.tags': 'تاريخ، الأيام بين تاريخين، أيام العمل، تقويم',
  'loan-calculator.description': 'احسب دفعة القرض وإجمالي الفائدة وجدول السداد الكامل بدقة حتى السنت، واعرف ما توفّره دفعة إضافية.',
  'loan-calculator.tags': 'قرض، رهن عقاري، جدول السداد، فائدة',
  'random-generator.description': 'اسحب أرقامًا عشوائية من نطاق، وارمِ النرد، واقلب العملات، واختر فائزين من قائمة أو اخلطها، بعدل وخصوصية.',
  'random-generator.tags': 'عشوائي، نرد، عملة، خلط',
  'time-zone-converter.description': 'اعرض تاريخًا ووقتًا من منطقة زمنية في مناطق أخرى كثيرة، مع مراعاة التوقيت الصيفي، واعثر على ساعات اجتماع تناسب الجميع.',
  'time-zone-converter.tags': 'منطقة زمنية، ساعة عالمية، مخطّط اجتماعات، UTC',
  'stopwatch-timer.description': 'ساعة إيقاف بأزمنة اللفات والأزمنة التراكمية، ومؤقّت عدّ تنازلي مع تنبيه، ودورات بومودورو للعمل والاستراحة، دقيقة حتى في تبويب في الخلفية.',
  'stopwatch-timer.tags': 'ساعة إيقاف، مؤقّت، عدّ تنازلي، بومودورو',
} satisfies DetailMessages<'productivity'>;
