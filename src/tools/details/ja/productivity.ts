import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the productivity tools in Japanese; tags are comma-separated.
export default {
  'calculator.description': 'メモリーキー、キーボード操作、正確な小数計算に対応した四則演算の電卓です。',
  'calculator.tags': '電卓, 計算, 計算機, メモリー, キーボード',
  'unit-converter.description': '長さ、質量、温度、面積、体積、速度、時間、データ量、エネルギー、圧力の単位を正確に変換します。',
  'unit-converter.tags': '単位, 単位換算, メートル法, ヤード・ポンド法, 変換',
  'percentage.description': 'Y の X%、X は Y の何パーセントか、2 つの値の間の増減率を計算します。',
  'percentage.tags': 'パーセント, 割合, 百分率, 増減率, 割引',
  'age-calculator.description': '年・月・日単位の正確な年齢、生まれた曜日、次の誕生日までの日数を求めます。',
  'age-calculator.tags': '年齢, 誕生日, 生年月日, 満年齢, 日付',
  'bmi-calculator.description': 'メートル法または米国単位で BMI（体格指数）を計算し、WHO の判定区分と健康的な体重の範囲を表示します。',
  'bmi-calculator.tags': 'BMI, 健康, 体重, 肥満度, WHO',
  'tip-calculator.description': '会計のチップを計算し、友人と割り勘して切り上げます。通貨に合わせて金額を正確に計算します。',
  'tip-calculator.tags': 'チップ, 割り勘, 会計, レストラン',
  'discount-calculator.description': '割引率または割引額からセール価格を求め、2 回目の割引を重ね、割引の前後どちらかで消費税を加算します。',
  'discount-calculator.tags': '割引, セール, 値引き, 価格, 税込',
  'date-calculator.description': '2 つの日付の間の年数、月数、日数、営業日数を数えたり、日・週・月・営業日を加算・減算したりします。',
  'date-calculator.tags': '日付, 日数計算, 営業日, カレンダー, 何日後',
  'loan-calculator.description': 'ローンの返済額、総利息、返済予定表を 1 セント単位まで正確に計算し、繰上げ返済でいくら節約できるかを示します。',
  'loan-calculator.tags': 'ローン, 住宅ローン, 返済計画, 利息, 返済シミュレーション',
  'random-generator.description': '範囲内の乱数、サイコロ、コイン投げ、リストからの当選者選びやシャッフルを、公平かつプライベートに行います。',
  'random-generator.tags': '乱数, ランダム, サイコロ, コイン, 抽選, シャッフル',
  'time-zone-converter.description': '夏時間も考慮して時刻をタイムゾーン間で変換し、全員の都合に合う会議の時間を見つけます。',
  'time-zone-converter.tags': 'タイムゾーン, 時差, 世界時計, 会議, UTC',
  'stopwatch-timer.description': 'ラップとスプリットを記録できるストップウォッチ、アラーム付きのカウントダウンタイマー、作業と休憩のポモドーロ。バックグラウンドのタブでも正確です。',
  'stopwatch-timer.tags': 'ストップウォッチ, タイマー, カウントダウン, ポモドーロ',
} satisfies DetailMessages<'productivity'>;
