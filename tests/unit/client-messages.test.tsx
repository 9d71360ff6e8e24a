// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createTranslator } from 'next-intl';
import { ClientMessages, useClientTranslations } from '../../components/client-messages';
import { useClientFormatter } from '../../components/client-format';
import { compileCatalogue } from '../../i18n/compile-messages';
import { LOCALES, UI_LANGUAGES, localeInfo, timeZoneOf, type Locale } from '../../i18n/locales';
import { LocaleProvider } from '../../i18n/navigation';

type Catalogue = Record<string, Record<string, unknown>>;

/** A language's whole catalogue, as i18n/messages.ts loads it: the shell file and every feature file. */
function catalogue(language: string): Catalogue {
  const dir = path.join(process.cwd(), 'messages');
  const base = JSON.parse(readFileSync(path.join(dir, `${language}.json`), 'utf8')) as Catalogue;
  for (const file of readdirSync(path.join(dir, language)).filter((f) => f.endsWith('.json'))) {
    base[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path.join(dir, language, file), 'utf8')) as Record<string, unknown>;
  }
  return base;
}

/** Every message of a namespace with its dotted key (`plans.aligner.name`). */
function flatten(node: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : value && typeof value === 'object' ? flatten(value as Record<string, unknown>, `${prefix}${key}.`) : [],
  );
}

type SampleValues = Record<string, string | number | ((chunks: unknown[]) => string)>;

/**
 * Sample values for every argument a message uses: numbers where ICU formats numbers or plurals, text elsewhere,
 * and for a tag (`<b>…</b>`, rendered with `t.rich` on the server) a function that marks its chunks.
 */
function sampleValues(elements: MessageFormatElement[], values: SampleValues = {}) {
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      values[element.value] = (chunks) => `[${chunks.map(String).join('')}]`;
      sampleValues(element.children, values);
    }
    if (element.type === TYPE.argument) values[element.value] ??= 'Asha';
    if (element.type === TYPE.number || element.type === TYPE.plural) values[element.value] = 3;
    if (element.type === TYPE.select) values[element.value] ??= Object.keys(element.options).find((k) => k !== 'other') ?? 'other';
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) sampleValues(option.value, values);
  }
  return values;
}

describe('precompiled client messages', () => {
  // Islands (shell, account, checkout, shop and forms) translate in the browser only through precompiled messages.
  it('read exactly as next-intl would, for every message of every namespace in every language', () => {
    let checked = 0;
    for (const language of UI_LANGUAGES) {
      const messages = catalogue(language);
      const compiled = compileCatalogue(messages);
      for (const namespace of Object.keys(messages)) {
        const locale = LOCALES.find((l) => l.language === language)?.id as Locale;
        const reference = createTranslator({ locale, messages, namespace, timeZone: timeZoneOf(localeInfo(locale).country) });
        const cases = flatten(messages[namespace] ?? {}).map(([key, message]) => ({ key, values: sampleValues(parse(message)) }));
        function Probe() {
          const t = useClientTranslations(namespace);
          return <pre data-testid="probe">{JSON.stringify(cases.map(({ key, values }) => t(key as never, values)))}</pre>;
        }
        const { unmount } = render(
          <LocaleProvider locale={locale}>
            <ClientMessages messages={compiled}>
              <Probe />
            </ClientMessages>
          </LocaleProvider>,
        );
        const shown = JSON.parse(screen.getByTestId('probe').textContent ?? '[]') as string[];
        cases.forEach(({ key, values }, i) => expect(shown[i], `${language} ${namespace}.${key}`).toBe(reference(key as never, values as never)));
        unmount();
        checked += cases.length;
      }
    }
    expect(checked).toBeGreaterThan(5000);
  });

  it('lets a nested provider add a namespace to its parent’s', () => {
    function Both() {
      const common = useClientTranslations('common');
      const popup = useClientTranslations('popup');
      return (
        <p>
          {common('close')} / {popup('close' as never)}
        </p>
      );
    }
    const en = catalogue('en');
    render(
      <LocaleProvider locale="en-IN">
        <ClientMessages messages={compileCatalogue({ common: en.common })}>
          <ClientMessages messages={compileCatalogue({ popup: { close: 'Dismiss' } })}>
            <Both />
          </ClientMessages>
        </ClientMessages>
      </LocaleProvider>,
    );
    expect(screen.getByText(`${String(en.common?.close)} / Dismiss`)).toBeTruthy();
  });

  it('says which keys exist, and shows a missing one as its path', () => {
    function Errors() {
      const t = useClientTranslations('errors');
      return <p>{[t.has('generic'), t.has('noSuchCode'), t.has('generic.deeper'), t('noSuchCode' as never)].join(' ')}</p>;
    }
    render(
      <LocaleProvider locale="en-IN">
        <ClientMessages messages={compileCatalogue({ errors: catalogue('en').errors })}>
          <Errors />
        </ClientMessages>
      </LocaleProvider>,
    );
    expect(screen.getByText('true false false errors.noSuchCode')).toBeTruthy();
  });

  it('formats dates in the market’s time zone, as the server does, unless told another', () => {
    const lateEvening = new Date('2026-03-01T20:00:00Z'); // already 2 March in India (01:30) and the Gulf (00:00)
    function When() {
      const format = useClientFormatter();
      return <p>{`${format.dateTime(lateEvening, { day: 'numeric' })}|${format.dateTime(lateEvening, { day: 'numeric', timeZone: 'UTC' })}`}</p>;
    }
    for (const locale of ['en-IN', 'en-AE'] as const) {
      const { unmount } = render(
        <LocaleProvider locale={locale}>
          <When />
        </LocaleProvider>,
      );
      expect(screen.getByText('2|1')).toBeTruthy();
      unmount();
    }
  });
});
