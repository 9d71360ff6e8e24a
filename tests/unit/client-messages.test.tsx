// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createTranslator } from 'next-intl';
import { ClientMessages, useClientTranslations } from '../../components/client-messages';
import { compileCatalogue } from '../../i18n/compile-messages';
import { LOCALES, UI_LANGUAGES, type Locale } from '../../i18n/locales';
import { LocaleProvider } from '../../i18n/navigation';

// The namespaces islands read through ClientMessages (the shell's, and the aligner home's popup).
const SHELL = ['common', 'city', 'language', 'support', 'account'] as const;

function catalogue(language: string): Record<string, Record<string, unknown>> {
  const base = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${language}.json`), 'utf8')) as Record<string, Record<string, unknown>>;
  const feature = (ns: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', language, `${ns}.json`), 'utf8')) as Record<string, unknown>;
  return { ...base, account: feature('account'), popup: feature('popup') };
}

/** Sample values for every argument a message uses: numbers where ICU formats numbers or plurals, text elsewhere. */
function sampleValues(elements: MessageFormatElement[], values: Record<string, string | number> = {}) {
  for (const element of elements) {
    if (element.type === TYPE.argument) values[element.value] ??= 'Asha';
    if (element.type === TYPE.number || element.type === TYPE.plural) values[element.value] = 3;
    if (element.type === TYPE.select) values[element.value] ??= Object.keys(element.options).find((k) => k !== 'other') ?? 'other';
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) sampleValues(option.value, values);
  }
  return values;
}

describe('precompiled client messages', () => {
  it('read exactly as next-intl would, for every shell message in every language', () => {
    let checked = 0;
    for (const language of UI_LANGUAGES) {
      const messages = catalogue(language);
      const compiled = compileCatalogue(Object.fromEntries([...SHELL, 'popup'].map((ns) => [ns, messages[ns]])));
      for (const namespace of [...SHELL, 'popup']) {
        const reference = createTranslator({ locale: language, messages, namespace });
        const entries = Object.entries(messages[namespace] ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
        const cases = entries.map(([key, message]) => ({ key, values: sampleValues(parse(message)) }));
        function Probe() {
          const t = useClientTranslations(namespace);
          return <pre data-testid="probe">{JSON.stringify(cases.map(({ key, values }) => t(key as never, values)))}</pre>;
        }
        const locale = LOCALES.find((l) => l.language === language)?.id as Locale;
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
    expect(checked).toBeGreaterThan(200);
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
});
