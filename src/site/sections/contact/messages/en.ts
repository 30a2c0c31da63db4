// The contact page (src/site/pages/ContactPage.tsx and src/site/sections/contact): English, the
// source every other locale translates. ICU MessageFormat (src/i18n/catalog.tsx).
export default {
  metaTitle: 'Contact Us',
  metaDescription:
    'Questions, bug reports or ideas for a new tool? Email {email}; we reply within 24 hours. Help topics and answers to common questions.',
  title: 'Contact Us',
  lead: 'Questions, bug reports, ideas for a new tool: we read every message and reply within 24 hours.',
  notSentTitle: 'Messages are not sent anywhere yet',
  notSentText: 'Toolshed has no server, so this form only checks your message on this page. To reach us, email <mail>{email}</mail>.',
  formTitle: 'Send Us a Message',
  formRequired: 'Fields marked * are required.',
  helpTopicsTitle: 'Help Topics',
  faqTitle: 'Frequently Asked Questions',

  // Quick contact
  quickTitle: 'Quick Contact',
  quickEmail: 'Email',
  quickResponseTitle: 'Response Time',
  quickResponseText: 'We reply to every email within 24 hours.',
  quickBugTitle: 'Reporting a Bug',
  quickBugText: 'Name the tool, your browser and its version, and what you entered. Leave out passwords and personal data.',

  // Help topics
  topicFindTitle: 'Finding a Tool',
  topicFindText: 'Search the catalog by name or task, or browse the six categories.',
  topicFindLink: 'Browse all tools',
  topicEmbedTitle: 'Embedding on Your Site',
  topicEmbedText: 'One script tag and one element put any tool on your own pages.',
  topicEmbedLink: 'Read the embed docs',
  topicPrivacyTitle: 'Privacy and Your Data',
  topicPrivacyText: 'What stays in your browser, what is stored on your device, and what never exists.',
  topicPrivacyLink: 'Read the privacy policy',
  topicGuidesTitle: 'Guides and Tutorials',
  topicGuidesText: 'Step-by-step articles on passwords, JSON, QR codes, color and more.',
  topicGuidesLink: 'See the tutorials',

  // Frequently asked questions
  faqFreeQuestion: 'Are the tools really free?',
  faqFreeAnswer: 'Yes. Every tool is free to use as often as you like, with no account, no trial period, no usage limits and no adverts.',
  faqUploadQuestion: 'Is anything I enter uploaded?',
  faqUploadAnswer:
    'No. Every tool does its work in your browser. Text, files and passwords you enter stay on your device and are never sent to a server; there is no Toolshed server to send them to.',
  faqAccountQuestion: 'Do I need an account?',
  faqAccountAnswer:
    'No. There are no accounts and no sign-in. What is remembered between visits, such as your light or dark theme or the notes you save in Secure Notes, is kept in your own browser.',
  faqOfflineQuestion: 'Do the tools work if my connection drops?',
  faqOfflineAnswer:
    'Yes, once a tool’s page has loaded. All the processing happens on your device, so a tool keeps working without a connection until you navigate to a page you have not opened yet.',
  faqEmbedQuestion: 'Can I put a tool on my own website?',
  faqEmbedAnswer:
    'Yes. Add one script tag and the tool’s element, such as {element}, to your page. The Embed API page lists every element name and option.',
  faqFormQuestion: 'Why doesn’t the contact form send my message?',
  faqFormAnswer:
    'Toolshed runs without a server, so the form can check your message but has nowhere to send it. Email us directly at the address under Quick Contact, or use the link under the form to open your mail app with the message filled in.',

  // The form
  formLabel: 'Contact form',
  name: 'Name',
  email: 'Email',
  emailPlaceholder: 'e.g. you@example.com',
  subject: 'Subject',
  category: 'Category (optional)',
  categoryPlaceholder: 'Choose a category',
  categorySupport: 'General support',
  categoryBug: 'Bug report',
  categoryFeature: 'Feature request',
  categoryFeedback: 'Feedback',
  categoryBusiness: 'Business inquiry',
  categoryOther: 'Other',
  message: 'Message',
  send: 'Send Message',
  mailApp: 'Email it from your mail app instead',
  hint: 'This form checks your message but does not send it anywhere: Toolshed has no server yet. “Email it from your mail app” opens your own mail program with the message filled in, addressed to {email}.',
  sentTitle: '{hasName, select, yes {Thank you, {name}! Your message is complete.} other {Thank you! Your message is complete.}}',
  sentText:
    'It was not sent: there is no server behind this form yet. Please email it to {email} and we will reply within 24 hours. The form will now clear.',
  errorName: 'Enter your name.',
  errorSubject: 'Enter a subject.',
  errorMessage: 'Enter your message.',
  errorTooLong: '{field} is too long ({max, plural, one {# character} other {# characters}} at most).',
};
