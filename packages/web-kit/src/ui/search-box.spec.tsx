import { render as renderPage, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchBox } from './search-box.js';

test('one clear button: ours, not the browser’s own beside it', async () => {
  const user = userEvent.setup();
  const searched: string[] = [];
  renderPage(
    <SearchBox
      initial=""
      label="Anlagen suchen"
      placeholder="Seriennummer …"
      onSearch={(text) => searched.push(text)}
    />,
  );
  const box = screen.getByRole('searchbox', { name: 'Anlagen suchen' });
  // type="search" brings Chromium's cancel button (a second cross).
  expect(box).not.toHaveAttribute('type', 'search');
  await user.type(box, '52 4225{Enter}');
  expect(searched).toEqual(['52 4225']);
  const clear = screen.getAllByRole('button', { name: 'Suche leeren' });
  expect(clear).toHaveLength(1);
  await user.click(clear[0]!);
  expect(box).toHaveValue('');
  expect(searched).toEqual(['52 4225', '']);
});

function SearchFromOutside() {
  const [initial, setInitial] = useState('Kassel');
  return (
    <>
      <SearchBox
        initial={initial}
        label="Anlagen suchen"
        placeholder="Seriennummer …"
        onSearch={() => undefined}
      />
      <button type="button" onClick={() => setInitial('Würzburg')}>
        Zurück
      </button>
    </>
  );
}

test('a search set from outside (Back, a link) shows in the box', async () => {
  const user = userEvent.setup();
  renderPage(<SearchFromOutside />);
  const box = screen.getByRole('searchbox', { name: 'Anlagen suchen' });
  expect(box).toHaveValue('Kassel');
  await user.click(screen.getByRole('button', { name: 'Zurück' }));
  expect(box).toHaveValue('Würzburg');
});
