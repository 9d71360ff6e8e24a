import type { UiLanguage } from './locales';
import type en from '../messages/en.json';

export type Messages = typeof en;

const loaders: Record<UiLanguage, () => Promise<{ default: Messages }>> = {
  en: () => import('../messages/en.json'),
  hi: () => import('../messages/hi.json'),
  kn: () => import('../messages/kn.json'),
  mr: () => import('../messages/mr.json'),
  te: () => import('../messages/te.json'),
  ta: () => import('../messages/ta.json'),
  bn: () => import('../messages/bn.json'),
  gu: () => import('../messages/gu.json'),
  ar: () => import('../messages/ar.json'),
};

export async function loadMessages(language: UiLanguage): Promise<Messages> {
  return (await loaders[language]()).default;
}
