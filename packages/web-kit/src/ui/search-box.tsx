import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useUiText } from '../i18n/ui-texts.js';
import { debounce } from '../util/timing.js';

/** Spec 9: search debounce 500 ms. */
export const searchDebounceMs = 500;

/**
 * A search input that reports the trimmed text once typing paused (empty means no search); Enter
 * and the clear button report at once.
 */
export function SearchBox({
  initial,
  onSearch,
  label,
  placeholder,
  className,
  style,
}: {
  initial: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
  className?: string;
  style?: CSSProperties;
}) {
  const text = useUiText();
  const [value, setValue] = useState(initial);
  const report = useMemo(
    () => debounce((search: string) => onSearch(search.trim()), searchDebounceMs),
    [onSearch],
  );
  useEffect(() => () => report.cancel(), [report]);
  // The search changed from outside (Back, a link): show it, unless it is what is being typed.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address changed the search (see above)
    setValue((typed) => (typed.trim() === initial ? typed : initial));
  }, [initial]);

  const now = (search: string) => {
    report.cancel();
    onSearch(search.trim());
  };

  return (
    <InputGroup className={className} style={style}>
      <InputGroup.Text>
        <i className="bi bi-search" aria-hidden />
      </InputGroup.Text>
      {/* A text box in the searchbox role: type="search" adds the browser's own clear button
          beside ours (two crosses in Chromium). */}
      {/* text-truncate: a placeholder too long for a phone ends in '…' instead of being cut. */}
      <Form.Control
        type="text"
        className="text-truncate"
        role="searchbox"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        aria-label={label}
        onChange={(event) => {
          setValue(event.target.value);
          report(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            now(value);
          }
        }}
      />
      {value ? (
        <Button
          variant="outline-secondary"
          aria-label={text('search.clear')}
          onClick={() => {
            setValue('');
            now('');
          }}
        >
          <i className="bi bi-x-lg" aria-hidden />
        </Button>
      ) : null}
    </InputGroup>
  );
}
