import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the productivity tools in Simplified Chinese; tags are comma-separated.
export default {
  'calculator.description': '带记忆键、支持键盘操作、小数结果精确的四则运算计算器。',
  'calculator.tags': '计算器, 数学, 四则运算, 记忆, 键盘',
  'unit-converter.description': '精确换算长度、质量、温度、面积、体积、速度、时间、数据、能量和压强单位。',
  'unit-converter.tags': '单位换算, 公制, 英制, 换算',
  'percentage.description': '计算 Y 的 X% 是多少、X 占 Y 的百分之几，以及两个数值之间的百分比变化。',
  'percentage.tags': '数学, 百分比, 变化率, 折扣',
  'age-calculator.description': '精确计算年龄（年、月、日）、出生那天是星期几，以及距下次生日还有几天。',
  'age-calculator.tags': '日期, 生日, 年龄, 周岁',
  'bmi-calculator.description': '以公制或美制单位计算身体质量指数，给出 WHO 分类和健康体重范围。',
  'bmi-calculator.tags': '健康, 身体, 体重, 体质指数, who',
  'tip-calculator.description': '计算账单小费，与朋友分摊并向上取整，以您的货币精确计算金额。',
  'tip-calculator.tags': '小费, 分摊, AA, 账单, 餐厅',
  'discount-calculator.description': '根据折扣百分比或减免金额计算售价，可叠加第二个折扣，并在折扣前或后加上销售税。',
  'discount-calculator.tags': '折扣, 打折, 促销, 价格, 税',
  'date-calculator.description': '计算两个日期之间相隔的年、月、天数和工作日，或加减天、周、月或工作日。',
  'date-calculator.tags': '日期, 相隔天数, 工作日, 日历',
  'loan-calculator.description': '精确到分计算贷款月供、总利息和完整的还款计划，并查看提前还款能省多少。',
  'loan-calculator.tags': '贷款, 房贷, 月供, 还款计划, 利息',
  'random-generator.description': '在范围内抽取随机数、掷骰子、抛硬币、从名单中抽取获奖者或打乱顺序，公平且私密。',
  'random-generator.tags': '随机数, 骰子, 抛硬币, 抽奖, 打乱',
  'time-zone-converter.description': '在时区之间换算时间（含夏令时），并找出适合所有人的会议时间。',
  'time-zone-converter.tags': '时区, 世界时钟, 会议安排, 时差, UTC',
  'stopwatch-timer.description': '带分圈和分段计时的秒表、到时提醒的倒计时器，以及番茄工作法的工作与休息循环，在后台标签页中也准确。',
  'stopwatch-timer.tags': '秒表, 计时器, 倒计时, 番茄钟, pomodoro',
} satisfies DetailMessages<'productivity'>;
