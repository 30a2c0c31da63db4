import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  updated: 'Última atualização: <date>15 de janeiro de 2024</date>',

  privacyMetaTitle: 'Política de privacidade',
  privacyMetaDescription:
    'As ferramentas do Toolshed rodam no seu navegador: o que você digita nunca é enviado, não há contas, nem análise de uso, nem cookies de rastreamento. A política de privacidade completa.',
  privacyTitle: 'Política de privacidade',
  shortTitle: 'Em resumo',
  short1: 'Todas as ferramentas rodam no seu navegador. Nada do que você digita, cola ou abre em uma ferramenta é enviado para nós.',
  short2: 'Não há contas, nem análise de uso, nem publicidade, nem cookies de rastreamento.',
  short3: 'As poucas coisas lembradas entre as visitas ficam armazenadas no seu próprio navegador, e você pode excluí-las a qualquer momento.',
  scopeTitle: 'Quem somos e o que esta política cobre',
  scopeText: 'Esta política cobre o site do Toolshed e as ferramentas incorporáveis do Toolshed. Dúvidas sobre ela podem ser enviadas para <mail>{email}</mail>.',
  toolsTitle: 'O que acontece com o que você digita',
  toolsText:
    'As ferramentas do Toolshed fazem o trabalho com JavaScript no seu dispositivo. O texto que você conta, o JSON que você formata, as senhas que você gera ou verifica e os arquivos que você redimensiona ou passa por hash são processados na memória do seu navegador e não são enviados ao Toolshed nem a ninguém. Fechar a página descarta tudo, a menos que uma ferramenta avise que salva algo (veja abaixo).',
  deviceTitle: 'O que fica armazenado no seu dispositivo',
  device1: 'Sua escolha de tema claro ou escuro, no armazenamento local do navegador, para que o site tenha a mesma aparência na próxima vez.',
  device2:
    'As notas que você salva nas Notas seguras, criptografadas no seu navegador com AES-256-GCM usando uma frase secreta que só você conhece. Não conseguimos lê-las nem recuperá-las.',
  device3: 'Arquivos que o navegador guarda em cache para carregar o site mais rápido, como faz com qualquer site.',
  deviceClear: 'Você pode remover tudo isso apagando os dados deste site nas configurações do seu navegador.',
  collectTitle: 'O que não coletamos',
  collectText:
    'Não usamos análise de uso, publicidade, pixels de redes sociais, fingerprinting nem cookies de rastreamento, e não compramos, vendemos nem compartilhamos informações pessoais. O Toolshed não tem contas, então não há nenhum perfil seu para guardar.',
  hostingTitle: 'Hospedagem e logs do servidor',
  hostingText:
    'O site é um conjunto de arquivos estáticos. O provedor de hospedagem que os serve pode manter logs padrão de servidor web (endereço IP, horário, página solicitada e tipo de navegador) por segurança e para impedir abusos. Não usamos esses logs para identificar nem traçar o perfil dos visitantes.',
  formsTitle: 'Formulário de contato, caixa de novidades e e-mail',
  formsText:
    'O formulário de contato confere o que você digita na página e não envia nada: o Toolshed não tem servidor para recebê-lo. As caixas “Fique por dentro” também não enviam nada: “Assinar” abre o seu próprio programa de e-mail com uma mensagem para nós, que você pode enviar ou não, e o feed Atom é um arquivo que o seu leitor de feeds busca neste site. Se você nos enviar um e-mail, usamos seu endereço e sua mensagem só para responder ou para enviar as novidades que você pediu, e os excluímos quando não forem mais necessários.',
  embedsTitle: 'Ferramentas incorporadas em outros sites',
  embedsText:
    'Quando um site incorpora uma ferramenta do Toolshed, o código da ferramenta é carregado do Toolshed e roda no seu navegador como parte desse site. A ferramenta não envia nada ao Toolshed, mas informa o resultado à página em que está, então esse site pode ler o que a ferramenta mostra. A política de privacidade desse site vale para o que ele faz com isso.',
  childrenTitle: 'Crianças',
  childrenText:
    'O Toolshed não é direcionado a crianças menores de 13 anos, e não coletamos intencionalmente informações pessoais de crianças menores de 13 anos. Se você acredita que uma criança nos enviou informações pessoais por e-mail, entre em contato pelo <mail>{email}</mail> e nós as excluiremos.',
  rightsTitle: 'Seus direitos',
  rightsText:
    'Dependendo de onde você mora, leis como o GDPR e a CCPA dão a você o direito de acessar, corrigir ou excluir suas informações pessoais. Como não guardamos nenhuma além dos e-mails que você nos envia, basta um pedido para <mail>{email}</mail> para excluí-los.',
  changesTitle: 'Alterações nesta política',
  changesText: 'Se mudarmos a forma como o Toolshed trata informações, atualizaremos esta página e a data no topo. Veja também nossos <terms>Termos de uso</terms>.',

  termsMetaTitle: 'Termos de uso',
  termsMetaDescription:
    'Os termos para usar as ferramentas gratuitas do Toolshed no navegador e incorporá-las no seu próprio site: uso aceitável, precisão, garantias e limites de responsabilidade.',
  termsTitle: 'Termos de uso',
  acceptanceTitle: '1. Aceitação destes termos',
  acceptanceText:
    'Ao usar o site do Toolshed ou incorporar uma ferramenta do Toolshed, você concorda com estes termos. Se não concordar, não use o serviço.',
  serviceTitle: '2. O serviço',
  serviceText:
    'O Toolshed oferece ferramentas utilitárias gratuitas que rodam no seu navegador. Não há contas nem taxas. Podemos adicionar, alterar ou descontinuar ferramentas a qualquer momento, e podemos deixar de oferecer o serviço por completo.',
  useTitle: '3. Uso aceitável',
  useIntro: 'Você pode usar as ferramentas para qualquer finalidade pessoal ou comercial lícita. Você não pode:',
  use1: 'usar as ferramentas para infringir a lei ou prejudicar outras pessoas, por exemplo, para criar QR codes de phishing;',
  use2: 'tentar prejudicar o site ou os arquivos que servem as incorporações, por exemplo, com enxurradas automatizadas de requisições;',
  use3: 'apresentar o Toolshed, ou uma ferramenta incorporada, como algo que ele não é, por exemplo, afirmando que ele envia ou armazena dados.',
  contentTitle: '4. Seu conteúdo',
  contentText:
    'O que você insere em uma ferramenta continua sendo seu. É processado no seu navegador e nunca chega até nós, então não reivindicamos nenhum direito sobre isso e não conseguimos vê-lo. Você é responsável por ter o direito de usar o que processa.',
  embeddingTitle: '5. Incorporação das ferramentas',
  embeddingText:
    'Você pode incorporar qualquer ferramenta no seu site, gratuitamente, seguindo a <api>API de incorporação</api>. Você é responsável pela sua própria página, inclusive por informar aos seus visitantes sobre os scripts que ela carrega. Podemos alterar os arquivos de incorporação ou os endereços deles; manteremos os nomes de elementos documentados funcionando pelo maior tempo possível.',
  accuracyTitle: '6. Precisão dos resultados',
  accuracyText:
    'Testamos as ferramentas com cuidado, mas os resultados são fornecidos a título informativo. Confira qualquer coisa importante, como cálculos usados em contratos ou decisões de saúde, com uma segunda fonte. A calculadora de IMC, por exemplo, não é orientação médica.',
  warrantyTitle: '7. Sem garantia',
  warrantyText:
    'O Toolshed é fornecido “no estado em que se encontra” e “conforme disponível”, sem garantias de nenhum tipo, expressas ou implícitas, incluindo adequação a uma finalidade específica e funcionamento ininterrupto ou livre de erros.',
  liabilityTitle: '8. Limitação de responsabilidade',
  liabilityText:
    'Na máxima medida permitida por lei, não nos responsabilizamos por perdas indiretas, incidentais ou consequenciais decorrentes do seu uso do Toolshed. Nossa responsabilidade total por qualquer reclamação se limita ao valor que você nos pagou pelo serviço nos 12 meses anteriores à reclamação. Como o Toolshed é gratuito, esse valor é US$ 0.',
  termsChildrenTitle: '9. Crianças',
  termsChildrenText: 'O Toolshed não é direcionado a crianças menores de 13 anos.',
  privacySectionTitle: '10. Privacidade',
  privacySectionText: 'A forma como tratamos informações está descrita na nossa <privacy>Política de privacidade</privacy>.',
  termsChangesTitle: '11. Alterações e contato',
  termsChangesText:
    'Podemos atualizar estes termos; a data no topo mostra a versão mais recente, e usar o Toolshed após uma alteração significa que você a aceita. Dúvidas podem ser enviadas para <mail>{email}</mail>.',
} satisfies Messages<typeof en>;
