import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** A new RSA key and a self-signed certificate for it, made by openssl, as files in `folder`. */
export function selfSignedCertificate(folder: string, name: string): { keyFile: string; certFile: string } {
  const keyFile = join(folder, `${name}.key`);
  const certFile = join(folder, `${name}.crt`);
  const subject = `/CN=${name}`;
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      subject,
    ],
    { stdio: 'ignore' },
  );
  return { keyFile, certFile };
}
