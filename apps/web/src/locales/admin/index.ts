// The staff console's catalogues: an `admin` namespace loaded only with the console's code, so public
// pages never download staff strings. One file per console section and language keeps each section's
// texts beside each other; catalogues.test.ts keeps the three languages in step.
import type { Language } from '@wefe/contract';
import arAudit from './ar/audit.json';
import arContent from './ar/content.json';
import arIndexData from './ar/index-data.json';
import arLookups from './ar/lookups.json';
import arMail from './ar/mail.json';
import arMessages from './ar/messages.json';
import arPages from './ar/pages.json';
import arPartners from './ar/partners.json';
import arPeople from './ar/people.json';
import arReview from './ar/review.json';
import arShell from './ar/shell.json';
import enAudit from './en/audit.json';
import enContent from './en/content.json';
import enIndexData from './en/index-data.json';
import enLookups from './en/lookups.json';
import enMail from './en/mail.json';
import enMessages from './en/messages.json';
import enPages from './en/pages.json';
import enPartners from './en/partners.json';
import enPeople from './en/people.json';
import enReview from './en/review.json';
import enShell from './en/shell.json';
import frAudit from './fr/audit.json';
import frContent from './fr/content.json';
import frIndexData from './fr/index-data.json';
import frLookups from './fr/lookups.json';
import frMail from './fr/mail.json';
import frMessages from './fr/messages.json';
import frPages from './fr/pages.json';
import frPartners from './fr/partners.json';
import frPeople from './fr/people.json';
import frReview from './fr/review.json';
import frShell from './fr/shell.json';

const en = {
  shell: enShell,
  review: enReview,
  content: enContent,
  partners: enPartners,
  pages: enPages,
  lookups: enLookups,
  indexData: enIndexData,
  people: enPeople,
  messages: enMessages,
  mail: enMail,
  audit: enAudit,
};

/** The console's texts in the reference language: a key missing here is a type error. */
export type AdminCatalogue = typeof en;

/** The console's catalogue in every language. */
export const adminCatalogues: Record<Language, Record<keyof AdminCatalogue, unknown>> = {
  en,
  ar: { shell: arShell, review: arReview, content: arContent, partners: arPartners, pages: arPages, lookups: arLookups, indexData: arIndexData, people: arPeople, messages: arMessages, mail: arMail, audit: arAudit },
  fr: { shell: frShell, review: frReview, content: frContent, partners: frPartners, pages: frPages, lookups: frLookups, indexData: frIndexData, people: frPeople, messages: frMessages, mail: frMail, audit: frAudit },
};
