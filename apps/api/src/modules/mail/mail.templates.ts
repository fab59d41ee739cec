// The hub's mails in English, Arabic and French. Plain text: readable in any client and by screen readers.
import type { Language } from '@wefe/contract';
import type { MailMessage } from './mailer.ts';

type Template<P> = Record<Language, (p: P) => { subject: string; text: string }>;

const signature = {
  en: '\n\n— The WEFE Nexus Hub team',
  ar: '\n\n— فريق منصة ترابط WEFE',
  fr: '\n\n— L’équipe de la Plateforme Nexus WEFE',
} as const;

const verificationCode: Template<{ name: string; code: string; minutes: number }> = {
  en: (p) => ({
    subject: `Your WEFE Nexus Hub verification code: ${p.code}`,
    text: `Hello ${p.name},\n\nYour verification code is: ${p.code}\n\nIt is valid for ${p.minutes} minutes. If you did not create an account, ignore this message.`,
  }),
  ar: (p) => ({
    subject: `رمز التحقق الخاص بك في منصة ترابط WEFE: ${p.code}`,
    text: `مرحبًا ${p.name}،\n\nرمز التحقق الخاص بك هو: ${p.code}\n\nالرمز صالح لمدة ${p.minutes} دقائق. إذا لم تنشئ حسابًا، فتجاهل هذه الرسالة.`,
  }),
  fr: (p) => ({
    subject: `Votre code de vérification de la Plateforme Nexus WEFE : ${p.code}`,
    text: `Bonjour ${p.name},\n\nVotre code de vérification est : ${p.code}\n\nIl est valable ${p.minutes} minutes. Si vous n’avez pas créé de compte, ignorez ce message.`,
  }),
};

const passwordReset: Template<{ name: string; link: string; minutes: number }> = {
  en: (p) => ({
    subject: 'Reset your WEFE Nexus Hub password',
    text: `Hello ${p.name},\n\nTo choose a new password, open this link within ${p.minutes} minutes:\n${p.link}\n\nThe link works once. If you did not ask for it, ignore this message: your password stays the same.`,
  }),
  ar: (p) => ({
    subject: 'إعادة تعيين كلمة المرور في منصة ترابط WEFE',
    text: `مرحبًا ${p.name}،\n\nلاختيار كلمة مرور جديدة، افتح هذا الرابط خلال ${p.minutes} دقيقة:\n${p.link}\n\nيعمل الرابط مرة واحدة فقط. إذا لم تطلبه، فتجاهل هذه الرسالة وستبقى كلمة المرور كما هي.`,
  }),
  fr: (p) => ({
    subject: 'Réinitialiser votre mot de passe de la Plateforme Nexus WEFE',
    text: `Bonjour ${p.name},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans les ${p.minutes} minutes :\n${p.link}\n\nLe lien ne fonctionne qu’une fois. Si vous ne l’avez pas demandé, ignorez ce message : votre mot de passe reste inchangé.`,
  }),
};

const entityApproved: Template<{ name: string; link: string }> = {
  en: (p) => ({
    subject: 'Your entity account is approved',
    text: `Hello ${p.name},\n\nThe hub team approved your entity account. You can now sign in and share stories, news, events and publications:\n${p.link}`,
  }),
  ar: (p) => ({
    subject: 'تمت الموافقة على حساب الجهة',
    text: `مرحبًا ${p.name}،\n\nوافق فريق المنصة على حساب الجهة الخاص بكم. يمكنكم الآن تسجيل الدخول ومشاركة القصص والأخبار والفعاليات والمنشورات:\n${p.link}`,
  }),
  fr: (p) => ({
    subject: 'Le compte de votre organisation est approuvé',
    text: `Bonjour ${p.name},\n\nL’équipe a approuvé le compte de votre organisation. Vous pouvez maintenant vous connecter et partager récits, actualités, événements et publications :\n${p.link}`,
  }),
};

const entityRejected: Template<{ name: string; reason: string }> = {
  en: (p) => ({
    subject: 'Your entity account was not approved',
    text: `Hello ${p.name},\n\nThe hub team could not approve your entity account.\n\nReason: ${p.reason}\n\nYou can reply to this message or write to us through the contact page.`,
  }),
  ar: (p) => ({
    subject: 'لم تتم الموافقة على حساب الجهة',
    text: `مرحبًا ${p.name}،\n\nلم يتمكن فريق المنصة من الموافقة على حساب الجهة الخاص بكم.\n\nالسبب: ${p.reason}\n\nيمكنكم الرد على هذه الرسالة أو مراسلتنا عبر صفحة التواصل.`,
  }),
  fr: (p) => ({
    subject: 'Le compte de votre organisation n’a pas été approuvé',
    text: `Bonjour ${p.name},\n\nL’équipe n’a pas pu approuver le compte de votre organisation.\n\nMotif : ${p.reason}\n\nVous pouvez répondre à ce message ou nous écrire via la page de contact.`,
  }),
};

const entityAwaitingReview: Template<{ entity: string; link: string }> = {
  en: (p) => ({ subject: `Entity account waiting for approval: ${p.entity}`, text: `A new entity account is waiting for a decision: ${p.entity}.\n\n${p.link}` }),
  ar: (p) => ({ subject: `حساب جهة بانتظار الموافقة: ${p.entity}`, text: `حساب جهة جديد بانتظار قرار: ${p.entity}.\n\n${p.link}` }),
  fr: (p) => ({ subject: `Compte d’organisation en attente d’approbation : ${p.entity}`, text: `Un nouveau compte d’organisation attend une décision : ${p.entity}.\n\n${p.link}` }),
};

const emailChangeCode: Template<{ name: string; code: string; minutes: number }> = {
  en: (p) => ({
    subject: `Confirm your new WEFE Nexus Hub email address: ${p.code}`,
    text: `Hello ${p.name},\n\nTo make this your account's email address, enter this code on your profile: ${p.code}\n\nIt is valid for ${p.minutes} minutes. If you did not ask for this, ignore this message: nothing changes.`,
  }),
  ar: (p) => ({
    subject: `أكّد بريدك الإلكتروني الجديد في منصة ترابط WEFE: ${p.code}`,
    text: `مرحبًا ${p.name}،\n\nلجعل هذا العنوان بريد حسابك الإلكتروني، أدخل هذا الرمز في ملفك الشخصي: ${p.code}\n\nالرمز صالح لمدة ${p.minutes} دقائق. إذا لم تطلب ذلك، فتجاهل هذه الرسالة ولن يتغير شيء.`,
  }),
  fr: (p) => ({
    subject: `Confirmez votre nouvelle adresse e-mail de la Plateforme Nexus WEFE : ${p.code}`,
    text: `Bonjour ${p.name},\n\nPour faire de cette adresse celle de votre compte, saisissez ce code dans votre profil : ${p.code}\n\nIl est valable ${p.minutes} minutes. Si vous n’avez rien demandé, ignorez ce message : rien ne change.`,
  }),
};

const signInLink: Template<{ name: string; link: string; minutes: number }> = {
  en: (p) => ({
    subject: 'Your link to sign in to the WEFE Nexus Hub',
    text: `Hello ${p.name},\n\nOpen this link to sign in once, within ${p.minutes} minutes:\n${p.link}\n\nIf you did not ask for it, ignore this message: your password is unchanged. Many wrong passwords for your account may mean someone is guessing it; a long password of your own that you use nowhere else keeps it safe.`,
  }),
  ar: (p) => ({
    subject: 'رابط تسجيل الدخول إلى منصة ترابط WEFE',
    text: `مرحبًا ${p.name}،\n\nافتح هذا الرابط لتسجيل الدخول مرة واحدة خلال ${p.minutes} دقيقة:\n${p.link}\n\nإذا لم تطلبه، فتجاهل هذه الرسالة: كلمة مرورك لم تتغير. قد تعني كثرة كلمات المرور الخاطئة لحسابك أن أحدًا يحاول تخمينها؛ وكلمة مرور طويلة خاصة بك لا تستخدمها في أي مكان آخر تحميه.`,
  }),
  fr: (p) => ({
    subject: 'Votre lien de connexion à la Plateforme Nexus WEFE',
    text: `Bonjour ${p.name},\n\nOuvrez ce lien pour vous connecter une fois, dans les ${p.minutes} minutes :\n${p.link}\n\nSi vous ne l’avez pas demandé, ignorez ce message : votre mot de passe est inchangé. De nombreux mots de passe erronés pour votre compte peuvent signifier que quelqu’un essaie de le deviner ; un long mot de passe personnel que vous n’utilisez nulle part ailleurs le protège.`,
  }),
};

/** To the owner of an address someone tried to register with, or to move another account to. */
const emailInUse: Template<{ name: string }> = {
  en: (p) => ({
    subject: 'Someone tried to use your email address on the WEFE Nexus Hub',
    text: `Hello ${p.name},\n\nSomeone tried to create a WEFE Nexus Hub account with this email address, or to move another account to it. Your account is unchanged and nothing was sent to anyone else.\n\nIf it was you, sign in with this address; if you forgot your password, use "Forgot password" on the sign-in page. Otherwise there is nothing to do.`,
  }),
  ar: (p) => ({
    subject: 'حاول أحدهم استخدام بريدك الإلكتروني في منصة ترابط WEFE',
    text: `مرحبًا ${p.name}،\n\nحاول أحدهم إنشاء حساب في منصة ترابط WEFE بهذا البريد الإلكتروني، أو نقل حساب آخر إليه. حسابك لم يتغير ولم يُرسل شيء إلى أي شخص آخر.\n\nإذا كنت أنت، فسجّل الدخول بهذا العنوان؛ وإذا نسيت كلمة المرور، فاستخدم «نسيت كلمة المرور» في صفحة تسجيل الدخول. وإلا فلا حاجة لفعل أي شيء.`,
  }),
  fr: (p) => ({
    subject: 'Quelqu’un a essayé d’utiliser votre adresse e-mail sur la Plateforme Nexus WEFE',
    text: `Bonjour ${p.name},\n\nQuelqu’un a essayé de créer un compte de la Plateforme Nexus WEFE avec cette adresse e-mail, ou d’y transférer un autre compte. Votre compte est inchangé et rien n’a été envoyé à personne d’autre.\n\nSi c’était vous, connectez-vous avec cette adresse ; si vous avez oublié votre mot de passe, utilisez « Mot de passe oublié » sur la page de connexion. Sinon, il n’y a rien à faire.`,
  }),
};

const emailChanged: Template<{ name: string; newEmail: string }> = {
  en: (p) => ({
    subject: 'The email address of your account was changed',
    text: `Hello ${p.name},\n\nThe email address of your WEFE Nexus Hub account was changed to ${p.newEmail}. If you did not do this, contact us at once.`,
  }),
  ar: (p) => ({
    subject: 'تم تغيير البريد الإلكتروني لحسابك',
    text: `مرحبًا ${p.name}،\n\nتم تغيير البريد الإلكتروني لحسابك في منصة ترابط WEFE إلى ${p.newEmail}. إذا لم تقم بذلك، فتواصل معنا فورًا.`,
  }),
  fr: (p) => ({
    subject: 'L’adresse e-mail de votre compte a été modifiée',
    text: `Bonjour ${p.name},\n\nL’adresse e-mail de votre compte de la Plateforme Nexus WEFE a été remplacée par ${p.newEmail}. Si vous n’êtes pas à l’origine de ce changement, contactez-nous immédiatement.`,
  }),
};

const submissionApproved: Template<{ name: string; label: string; title: string; link: string }> = {
  en: (p) => ({ subject: `Your ${p.label} is published: ${p.title}`, text: `Hello ${p.name},\n\nThe hub team approved your ${p.label} “${p.title}”. It is now public:\n${p.link}` }),
  ar: (p) => ({ subject: `تم نشر ${p.label}: ${p.title}`, text: `مرحبًا ${p.name}،\n\nوافق فريق المنصة على ${p.label} «${p.title}» وأصبح متاحًا للعموم:\n${p.link}` }),
  fr: (p) => ({ subject: `Votre ${p.label} est publié(e) : ${p.title}`, text: `Bonjour ${p.name},\n\nL’équipe a approuvé votre ${p.label} « ${p.title} ». Elle est désormais publique :\n${p.link}` }),
};

const submissionRejected: Template<{ name: string; label: string; title: string; reason: string; link: string }> = {
  en: (p) => ({
    subject: `Your ${p.label} was not approved: ${p.title}`,
    text: `Hello ${p.name},\n\nThe hub team could not approve your ${p.label} “${p.title}”.\n\nReason: ${p.reason}\n\nYou can edit it and submit it again from your profile:\n${p.link}`,
  }),
  ar: (p) => ({
    subject: `لم تتم الموافقة على ${p.label}: ${p.title}`,
    text: `مرحبًا ${p.name}،\n\nلم يتمكن فريق المنصة من الموافقة على ${p.label} «${p.title}».\n\nالسبب: ${p.reason}\n\nيمكنك تعديله وإرساله مجددًا من ملفك الشخصي:\n${p.link}`,
  }),
  fr: (p) => ({
    subject: `Votre ${p.label} n’a pas été approuvé(e) : ${p.title}`,
    text: `Bonjour ${p.name},\n\nL’équipe n’a pas pu approuver votre ${p.label} « ${p.title} ».\n\nMotif : ${p.reason}\n\nVous pouvez la modifier et la soumettre à nouveau depuis votre profil :\n${p.link}`,
  }),
};

/** A contact-form message for staff; the mail's Reply-To is the sender, so answering is replying. */
const contactMessage: Template<{ name: string; email: string; phone: string; location: string; body: string; language: string; link: string }> = {
  en: (p) => ({
    subject: `Contact message from ${p.name}`,
    text: `A visitor wrote through the contact page.\n\nName: ${p.name}\nEmail: ${p.email}\nPhone: ${p.phone || '—'}\nLocation: ${p.location || '—'}\nLanguage: ${p.language}\n\nMessage:\n${p.body}\n\nReply to this mail to answer ${p.name}. Staff area: ${p.link}`,
  }),
  ar: (p) => ({
    subject: `رسالة تواصل من ${p.name}`,
    text: `كتب أحد الزوار عبر صفحة التواصل.\n\nالاسم: ${p.name}\nالبريد الإلكتروني: ${p.email}\nالهاتف: ${p.phone || '—'}\nالموقع: ${p.location || '—'}\nاللغة: ${p.language}\n\nالرسالة:\n${p.body}\n\nرُدّ على هذا البريد للإجابة على ${p.name}. مساحة فريق المنصة: ${p.link}`,
  }),
  fr: (p) => ({
    subject: `Message de contact de ${p.name}`,
    text: `Un visiteur a écrit via la page de contact.\n\nNom : ${p.name}\nE-mail : ${p.email}\nTéléphone : ${p.phone || '—'}\nLieu : ${p.location || '—'}\nLangue : ${p.language}\n\nMessage :\n${p.body}\n\nRépondez à ce courriel pour répondre à ${p.name}. Espace de l’équipe : ${p.link}`,
  }),
};

/** A member's account was suspended by staff; the staff's reason is internal and not quoted. */
const accountSuspended: Template<{ name: string; link: string }> = {
  en: (p) => ({
    subject: 'Your WEFE Nexus Hub account is suspended',
    text: `Hello ${p.name},\n\nThe hub team has suspended your account: you are signed out and cannot sign in for now.\n\nIf you think this is a mistake, write to us through the contact page:\n${p.link}`,
  }),
  ar: (p) => ({
    subject: 'تم تعليق حسابك في منصة ترابط WEFE',
    text: `مرحبًا ${p.name}،\n\nقام فريق المنصة بتعليق حسابك: تم تسجيل خروجك ولا يمكنك تسجيل الدخول حاليًا.\n\nإذا كنت تعتقد أن هذا خطأ، فراسلنا عبر صفحة التواصل:\n${p.link}`,
  }),
  fr: (p) => ({
    subject: 'Votre compte de la Plateforme Nexus WEFE est suspendu',
    text: `Bonjour ${p.name},\n\nL’équipe a suspendu votre compte : vous êtes déconnecté(e) et ne pouvez pas vous connecter pour le moment.\n\nSi vous pensez qu’il s’agit d’une erreur, écrivez-nous via la page de contact :\n${p.link}`,
  }),
};

/** A suspended account is active again. */
const accountReinstated: Template<{ name: string; link: string }> = {
  en: (p) => ({
    subject: 'Your WEFE Nexus Hub account is active again',
    text: `Hello ${p.name},\n\nThe hub team has reinstated your account. You can sign in again:\n${p.link}`,
  }),
  ar: (p) => ({
    subject: 'أصبح حسابك في منصة ترابط WEFE نشطًا من جديد',
    text: `مرحبًا ${p.name}،\n\nأعاد فريق المنصة تفعيل حسابك. يمكنك تسجيل الدخول من جديد:\n${p.link}`,
  }),
  fr: (p) => ({
    subject: 'Votre compte de la Plateforme Nexus WEFE est de nouveau actif',
    text: `Bonjour ${p.name},\n\nL’équipe a rétabli votre compte. Vous pouvez de nouveau vous connecter :\n${p.link}`,
  }),
};

/** Staff's answer to a contact message, in the language the sender wrote in, quoting their message. */
const contactReply: Template<{ name: string; reply: string; quoted: string; date: string }> = {
  en: (p) => ({
    subject: 'Re: your message to the WEFE Nexus Hub',
    text: `Hello ${p.name},\n\n${p.reply}\n\nYou wrote on ${p.date}:\n${p.quoted}`,
  }),
  ar: (p) => ({
    subject: 'رد على رسالتك إلى منصة ترابط WEFE',
    text: `مرحبًا ${p.name}،\n\n${p.reply}\n\nكتبتَ بتاريخ ${p.date}:\n${p.quoted}`,
  }),
  fr: (p) => ({
    subject: 'Re : votre message à la Plateforme Nexus WEFE',
    text: `Bonjour ${p.name},\n\n${p.reply}\n\nVous avez écrit le ${p.date} :\n${p.quoted}`,
  }),
};

/** Staff took a published item off the site; `reason` is empty when staff gave none. */
const submissionUnpublished: Template<{ name: string; label: string; title: string; reason: string; link: string }> = {
  en: (p) => ({
    subject: `Your ${p.label} is no longer public: ${p.title}`,
    text: `Hello ${p.name},\n\nThe hub team took your ${p.label} “${p.title}” off the public site.${p.reason ? `\n\nReason: ${p.reason}` : ''}\n\nYou can edit it from your profile; it is then reviewed again:\n${p.link}`,
  }),
  ar: (p) => ({
    subject: `لم يعد ${p.label} متاحًا للعموم: ${p.title}`,
    text: `مرحبًا ${p.name}،\n\nأزال فريق المنصة ${p.label} «${p.title}» من الموقع العام.${p.reason ? `\n\nالسبب: ${p.reason}` : ''}\n\nيمكنك تعديله من ملفك الشخصي، ثم تتم مراجعته من جديد:\n${p.link}`,
  }),
  fr: (p) => ({
    subject: `Votre ${p.label} n’est plus public(que) : ${p.title}`,
    text: `Bonjour ${p.name},\n\nL’équipe a retiré votre ${p.label} « ${p.title} » du site public.${p.reason ? `\n\nMotif : ${p.reason}` : ''}\n\nVous pouvez la modifier depuis votre profil ; elle sera alors relue à nouveau :\n${p.link}`,
  }),
};

/**
 * A member's alert digest (issue 30): the newly approved items they follow, by kind, each with its
 * address. `sections` is already laid out (headings, titles, links); `more` counts the items left out.
 */
const alertDigest: Template<{ name: string; frequency: 'daily' | 'weekly'; count: number; sections: string; more: number; profileLink: string; unsubscribeLink: string }> = {
  en: (p) => ({
    subject: `${p.frequency === 'daily' ? 'Your daily' : 'Your weekly'} WEFE Nexus Hub alerts: ${p.count} new ${p.count === 1 ? 'item' : 'items'}`,
    text:
      `Hello ${p.name},\n\nNew on the hub since your last digest, of what you follow:\n\n${p.sections}` +
      `${p.more > 0 ? `\n\n…and ${p.more} more on the hub.` : ''}` +
      `\n\nChange what you follow, or how often, in your profile:\n${p.profileLink}\n\nStop these alerts (one click, no sign-in):\n${p.unsubscribeLink}`,
  }),
  ar: (p) => ({
    subject: `تنبيهاتك ${p.frequency === 'daily' ? 'اليومية' : 'الأسبوعية'} من منصة ترابط WEFE: ${p.count} ${p.count === 1 ? 'عنصر جديد' : 'عناصر جديدة'}`,
    text:
      `مرحبًا ${p.name}،\n\nالجديد على المنصة منذ ملخصك الأخير مما تتابعه:\n\n${p.sections}` +
      `${p.more > 0 ? `\n\n…و${p.more} غيرها على المنصة.` : ''}` +
      `\n\nغيّر ما تتابعه أو عدد مرات الإرسال من ملفك الشخصي:\n${p.profileLink}\n\nأوقف هذه التنبيهات (بنقرة واحدة، دون تسجيل الدخول):\n${p.unsubscribeLink}`,
  }),
  fr: (p) => ({
    subject: `Vos alertes ${p.frequency === 'daily' ? 'quotidiennes' : 'hebdomadaires'} de la Plateforme Nexus WEFE : ${p.count} ${p.count === 1 ? 'nouveauté' : 'nouveautés'}`,
    text:
      `Bonjour ${p.name},\n\nNouveau sur la plateforme depuis votre dernier résumé, parmi ce que vous suivez :\n\n${p.sections}` +
      `${p.more > 0 ? `\n\n…et ${p.more} de plus sur la plateforme.` : ''}` +
      `\n\nModifiez ce que vous suivez, ou la fréquence, dans votre profil :\n${p.profileLink}\n\nArrêter ces alertes (un clic, sans connexion) :\n${p.unsubscribeLink}`,
  }),
};

const templates = { verificationCode, submissionUnpublished, passwordReset, entityApproved, entityRejected, entityAwaitingReview, emailChangeCode, emailInUse, signInLink, emailChanged, submissionApproved, submissionRejected, contactMessage, accountSuspended, accountReinstated, contactReply, alertDigest };
export type MailTemplate = keyof typeof templates;
type ParamsOf<T extends MailTemplate> = Parameters<(typeof templates)[T]['en']>[0];

/** A mail ready to send: the template worded in the recipient's language, with the signature. */
export function composeMail<T extends MailTemplate>(template: T, language: Language, to: string, params: ParamsOf<T>): MailMessage {
  const render = templates[template][language] as (p: ParamsOf<T>) => { subject: string; text: string };
  const { subject, text } = render(params);
  return { to, subject, text: `${text}${signature[language]}`, template };
}
