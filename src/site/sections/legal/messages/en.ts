// The privacy policy and terms of service (src/site/pages/PrivacyPage.tsx, TermsPage.tsx):
// English, the source every other locale translates. ICU MessageFormat (src/i18n/catalog.tsx).
export default {
  updated: 'Last updated <date>January 15, 2024</date>',

  privacyMetaTitle: 'Privacy Policy',
  privacyMetaDescription:
    "Toolshed's tools run in your browser: what you enter is never uploaded, there are no accounts, no analytics and no tracking cookies. The full privacy policy.",
  privacyTitle: 'Privacy Policy',
  shortTitle: 'The Short Version',
  short1: 'Every tool runs in your browser. Nothing you type, paste or open in a tool is sent to us.',
  short2: 'There are no accounts, no analytics, no advertising and no tracking cookies.',
  short3: 'The few things remembered between visits are stored in your own browser, and you can delete them at any time.',
  scopeTitle: 'Who We Are and What This Covers',
  scopeText: 'This policy covers the Toolshed website and the embeddable Toolshed tools. Questions about it go to <mail>{email}</mail>.',
  toolsTitle: 'What Happens to What You Enter',
  toolsText:
    'Toolshed’s tools do their work with JavaScript on your device. Text you count, JSON you format, passwords you generate or check and files you resize or hash are processed in your browser’s memory and are not uploaded to Toolshed or anyone else. Closing the page discards them, unless a tool tells you it saves something (below).',
  deviceTitle: 'What Is Stored on Your Device',
  device1: 'Your light or dark theme choice, in your browser’s local storage, so the site looks the same next time.',
  device2:
    'Notes you save in Secure Notes, encrypted in your browser with AES-256-GCM under a passphrase only you know. We cannot read or recover them.',
  device3: 'Files the browser caches to load the site faster, as it does for any website.',
  deviceClear: 'You can remove all of this by clearing this site’s data in your browser’s settings.',
  collectTitle: 'What We Do Not Collect',
  collectText:
    'We do not use analytics, advertising, social media pixels, fingerprinting or tracking cookies, and we do not buy, sell or share personal information. Toolshed has no accounts, so there is no profile of you to keep.',
  hostingTitle: 'Hosting and Server Logs',
  hostingText:
    'The site is a set of static files. The hosting provider that serves them may keep standard web server logs (IP address, time, page requested and browser type) for security and to stop abuse. We do not use these logs to identify or profile visitors.',
  formsTitle: 'Contact Form, Newsletter Box and Email',
  formsText:
    'The contact form checks what you type on the page and sends nothing: Toolshed has no server to receive it. The Stay Updated boxes send nothing either: Subscribe opens your own mail program with a message to us, which you may send or not, and the Atom feed is a file your feed reader fetches from this site. If you email us, we use your address and message only to reply or to send the updates you asked for, and delete it when it is no longer needed.',
  embedsTitle: 'Tools Embedded on Other Websites',
  embedsText:
    'When a website embeds a Toolshed tool, the tool’s code loads from Toolshed and runs in your browser as part of that website. The tool sends nothing to Toolshed, but it reports its result to the page it is on, so that website can read what the tool shows. Its own privacy policy applies to what it does with it.',
  childrenTitle: 'Children',
  childrenText:
    'Toolshed is not directed at children under 13, and we do not knowingly collect personal information from children under 13. If you believe a child has sent us personal information by email, contact <mail>{email}</mail> and we will delete it.',
  rightsTitle: 'Your Rights',
  rightsText:
    'Depending on where you live, laws such as the GDPR and the CCPA give you the right to access, correct or delete your personal information. Because we hold none apart from emails you send us, a request to <mail>{email}</mail> is all it takes to have those deleted.',
  changesTitle: 'Changes to This Policy',
  changesText: 'If we change how Toolshed handles information, we will update this page and the date at the top. See also our <terms>Terms of Service</terms>.',

  termsMetaTitle: 'Terms of Service',
  termsMetaDescription:
    "The terms for using Toolshed's free browser tools and embedding them on your own site: acceptable use, accuracy, warranties and limits of liability.",
  termsTitle: 'Terms of Service',
  acceptanceTitle: '1. Accepting These Terms',
  acceptanceText:
    'By using the Toolshed website or embedding a Toolshed tool, you agree to these terms. If you do not agree, please do not use the service.',
  serviceTitle: '2. The Service',
  serviceText:
    'Toolshed provides free utility tools that run in your web browser. There are no accounts and no fees. We may add, change or retire tools at any time, and we may stop providing the service altogether.',
  useTitle: '3. Acceptable Use',
  useIntro: 'You may use the tools for any lawful personal or commercial purpose. You may not:',
  use1: 'use the tools to break the law or to harm other people, for example to create phishing QR codes;',
  use2: 'try to disrupt the site or the files that serve the embeds, for example with automated floods of requests;',
  use3: 'present Toolshed, or an embedded tool, as something it is not, such as claiming it sends or stores data.',
  contentTitle: '4. Your Content',
  contentText:
    'What you enter into a tool stays yours. It is processed in your browser and never reaches us, so we claim no rights to it and cannot see it. You are responsible for having the right to use what you process.',
  embeddingTitle: '5. Embedding the Tools',
  embeddingText:
    'You may embed any tool on your website, free of charge, following the <api>Embed API</api>. You are responsible for your own page, including telling your visitors about the scripts it loads. We may change the embed files or their addresses; we will keep the documented element names working for as long as we can.',
  accuracyTitle: '6. Accuracy of Results',
  accuracyText:
    'We test the tools carefully, but results are provided for information. Check anything important, such as calculations used in contracts or health decisions, with a second source. The BMI calculator, for example, is not medical advice.',
  warrantyTitle: '7. No Warranty',
  warrantyText:
    'Toolshed is provided “as is” and “as available”, without warranties of any kind, express or implied, including fitness for a particular purpose and uninterrupted or error-free operation.',
  liabilityTitle: '8. Limitation of Liability',
  liabilityText:
    'To the fullest extent the law allows, we are not liable for indirect, incidental or consequential losses arising from your use of Toolshed. Our total liability for any claim is limited to the amount you paid us for the service in the 12 months before the claim. Because Toolshed is free, that amount is $0.',
  termsChildrenTitle: '9. Children',
  termsChildrenText: 'Toolshed is not directed at children under 13.',
  privacySectionTitle: '10. Privacy',
  privacySectionText: 'How we handle information is described in our <privacy>Privacy Policy</privacy>.',
  termsChangesTitle: '11. Changes and Contact',
  termsChangesText:
    'We may update these terms; the date at the top shows the latest version, and using Toolshed after a change means you accept it. Questions go to <mail>{email}</mail>.',
};
