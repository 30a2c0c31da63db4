import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  metaTitle: 'Fale conosco',
  metaDescription:
    'Dúvidas, relatos de bugs ou ideias para uma nova ferramenta? Envie um e-mail para {email}; respondemos em até 24 horas. Tópicos de ajuda e respostas às perguntas frequentes.',
  title: 'Fale conosco',
  lead: 'Dúvidas, relatos de bugs, ideias para uma nova ferramenta: lemos todas as mensagens e respondemos em até 24 horas.',
  notSentTitle: 'As mensagens ainda não são enviadas para lugar nenhum',
  notSentText: 'O Toolshed não tem servidor, então este formulário só confere sua mensagem nesta página. Para falar com a gente, envie um e-mail para <mail>{email}</mail>.',
  formTitle: 'Envie uma mensagem',
  formRequired: 'Os campos marcados com * são obrigatórios.',
  helpTopicsTitle: 'Tópicos de ajuda',
  faqTitle: 'Perguntas frequentes',

  quickTitle: 'Contato rápido',
  quickEmail: 'E-mail',
  quickResponseTitle: 'Tempo de resposta',
  quickResponseText: 'Respondemos a todos os e-mails em até 24 horas.',
  quickBugTitle: 'Como relatar um bug',
  quickBugText: 'Informe a ferramenta, seu navegador e a versão dele, e o que você digitou. Não inclua senhas nem dados pessoais.',

  topicFindTitle: 'Como encontrar uma ferramenta',
  topicFindText: 'Pesquise no catálogo por nome ou tarefa, ou navegue pelas seis categorias.',
  topicFindLink: 'Ver todas as ferramentas',
  topicEmbedTitle: 'Incorporar no seu site',
  topicEmbedText: 'Uma tag script e um elemento colocam qualquer ferramenta nas suas próprias páginas.',
  topicEmbedLink: 'Ler a documentação de incorporação',
  topicPrivacyTitle: 'Privacidade e seus dados',
  topicPrivacyText: 'O que fica no seu navegador, o que é armazenado no seu dispositivo e o que nunca existe.',
  topicPrivacyLink: 'Ler a política de privacidade',
  topicGuidesTitle: 'Guias e tutoriais',
  topicGuidesText: 'Artigos passo a passo sobre senhas, JSON, QR codes, cores e muito mais.',
  topicGuidesLink: 'Ver os tutoriais',

  faqFreeQuestion: 'As ferramentas são mesmo gratuitas?',
  faqFreeAnswer: 'Sim. Todas as ferramentas são gratuitas para usar quantas vezes você quiser, sem conta, sem período de teste, sem limites de uso e sem anúncios.',
  faqUploadQuestion: 'Algo do que eu digito é enviado?',
  faqUploadAnswer:
    'Não. Todas as ferramentas fazem o trabalho no seu navegador. Textos, arquivos e senhas que você insere ficam no seu dispositivo e nunca são enviados a um servidor; não existe um servidor do Toolshed para recebê-los.',
  faqAccountQuestion: 'Preciso de uma conta?',
  faqAccountAnswer:
    'Não. Não há contas nem login. O que é lembrado entre as visitas, como o tema claro ou escuro ou as notas que você salva nas Notas seguras, fica guardado no seu próprio navegador.',
  faqOfflineQuestion: 'As ferramentas funcionam se minha conexão cair?',
  faqOfflineAnswer:
    'Sim, depois que a página da ferramenta carregou. Todo o processamento acontece no seu dispositivo, então a ferramenta continua funcionando sem conexão até você ir para uma página que ainda não abriu.',
  faqEmbedQuestion: 'Posso colocar uma ferramenta no meu próprio site?',
  faqEmbedAnswer:
    'Sim. Adicione uma tag script e o elemento da ferramenta, como {element}, à sua página. A página da API de incorporação lista todos os nomes de elementos e opções.',
  faqFormQuestion: 'Por que o formulário de contato não envia minha mensagem?',
  faqFormAnswer:
    'O Toolshed funciona sem servidor, então o formulário pode conferir sua mensagem, mas não tem para onde enviá-la. Mande um e-mail direto para o endereço em Contato rápido ou use o link abaixo do formulário para abrir seu aplicativo de e-mail com a mensagem já preenchida.',

  formLabel: 'Formulário de contato',
  name: 'Nome',
  email: 'E-mail',
  emailPlaceholder: 'ex.: voce@example.com',
  subject: 'Assunto',
  category: 'Categoria (opcional)',
  categoryPlaceholder: 'Escolha uma categoria',
  categorySupport: 'Suporte geral',
  categoryBug: 'Relato de bug',
  categoryFeature: 'Pedido de recurso',
  categoryFeedback: 'Opinião',
  categoryBusiness: 'Assunto comercial',
  categoryOther: 'Outro',
  message: 'Mensagem',
  send: 'Enviar mensagem',
  mailApp: 'Enviar pelo seu aplicativo de e-mail',
  hint: 'Este formulário confere sua mensagem, mas não a envia para lugar nenhum: o Toolshed ainda não tem servidor. “Enviar pelo seu aplicativo de e-mail” abre o seu próprio programa de e-mail com a mensagem preenchida, endereçada a {email}.',
  sentTitle: '{hasName, select, yes {Obrigado, {name}! Sua mensagem está completa.} other {Obrigado! Sua mensagem está completa.}}',
  sentText:
    'Ela não foi enviada: ainda não há servidor por trás deste formulário. Envie-a por e-mail para {email} e responderemos em até 24 horas. O formulário será limpo agora.',
  errorName: 'Digite seu nome.',
  errorSubject: 'Digite um assunto.',
  errorMessage: 'Digite sua mensagem.',
  errorTooLong: 'O campo {field} passou do limite (no máximo {max, plural, one {# caractere} many {# de caracteres} other {# caracteres}}).',
} satisfies Messages<typeof en>;
