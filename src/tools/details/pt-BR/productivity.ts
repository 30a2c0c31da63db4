import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the productivity tools in Brazilian Portuguese; tags are comma-separated.
export default {
  'calculator.description': 'Uma calculadora de quatro operações com teclas de memória, suporte a teclado e resultados decimais precisos.',
  'calculator.tags': 'matemática, aritmética, memória, teclado, calculadora',
  'unit-converter.description': 'Converta unidades de comprimento, massa, temperatura, área, volume, velocidade, tempo, dados, energia e pressão com exatidão.',
  'unit-converter.tags': 'unidades, métrico, imperial, conversão, converter',
  'percentage.description': 'Calcule X% de Y, quantos por cento X é de Y e a variação percentual entre dois valores.',
  'percentage.tags': 'matemática, porcentagem, variação, desconto, por cento',
  'age-calculator.description': 'Descubra a idade exata em anos, meses e dias, o dia da semana em que você nasceu e quantos dias faltam para o próximo aniversário.',
  'age-calculator.tags': 'data, aniversário, idade',
  'bmi-calculator.description': 'Calcule o índice de massa corporal em unidades métricas ou americanas, com a categoria da OMS e uma faixa de peso saudável.',
  'bmi-calculator.tags': 'saúde, corpo, peso, imc, oms',
  'tip-calculator.description': 'Calcule a gorjeta de uma conta, divida entre amigos e arredonde para cima, com cálculos exatos na sua moeda.',
  'tip-calculator.tags': 'gorjeta, dividir, conta, restaurante, taxa de serviço',
  'discount-calculator.description': 'Calcule o preço de venda com um desconto em porcentagem ou valor, aplique um segundo desconto e some o imposto antes ou depois.',
  'discount-calculator.tags': 'desconto, promoção, preço, imposto',
  'date-calculator.description': 'Conte os anos, meses, dias e dias úteis entre duas datas, ou some e subtraia dias, semanas, meses ou dias úteis.',
  'date-calculator.tags': 'data, dias entre datas, dias úteis, calendário',
  'loan-calculator.description': 'Calcule a parcela de um empréstimo, os juros totais e a tabela de amortização completa até o centavo, e veja quanto um pagamento extra economiza.',
  'loan-calculator.tags': 'empréstimo, financiamento, amortização, juros, parcela',
  'random-generator.description': 'Sorteie números aleatórios em um intervalo, role dados, jogue moedas, escolha vencedores de uma lista ou embaralhe-a, de forma justa e privada.',
  'random-generator.tags': 'aleatório, sorteio, dados, moeda, embaralhar',
  'time-zone-converter.description': 'Converta um horário entre fusos horários, com horário de verão incluído, e encontre horários de reunião que sirvam para todos.',
  'time-zone-converter.tags': 'fuso horário, relógio mundial, planejador de reuniões, UTC',
  'stopwatch-timer.description': 'Um cronômetro com voltas e parciais, um timer regressivo com alerta e ciclos Pomodoro de trabalho e pausa, precisos mesmo em uma aba em segundo plano.',
  'stopwatch-timer.tags': 'cronômetro, timer, contagem regressiva, pomodoro',
} satisfies DetailMessages<'productivity'>;
