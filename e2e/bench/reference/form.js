// The floor of a React page: React 19 rendering one login form from one script, no other code.
/* global document -- a browser page */
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';

function LoginForm() {
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  return h(
    'form',
    { onSubmit: (event) => event.preventDefault() },
    h('label', { htmlFor: 'login-user' }, 'Benutzername oder E-Mail'),
    h('input', { id: 'login-user', value: user, onChange: (event) => setUser(event.target.value) }),
    h('label', { htmlFor: 'login-password' }, 'Passwort'),
    h('input', {
      id: 'login-password',
      type: 'password',
      value: password,
      onChange: (event) => setPassword(event.target.value),
    }),
    h('button', { type: 'submit' }, 'Anmelden'),
  );
}

createRoot(document.getElementById('root')).render(h(LoginForm));
