import { LANG_CODES, type LangCode } from '../../../shared/language';
import { LANGUAGE_NAMES } from '../../../shared/messages/reader';

/** The language of the reader's mails (decision 270): radio buttons, each language named in its own words. */
export function MailLanguage({
  id,
  legend,
  value,
  onChange,
}: {
  id: string;
  legend: string;
  value: LangCode;
  onChange: (lang: LangCode) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 font-bold">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {LANG_CODES.map((lang) => (
          <label key={lang} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${id}-language`}
              value={lang}
              checked={value === lang}
              onChange={() => onChange(lang)}
              className="size-5 shrink-0 accent-brand"
            />
            <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
