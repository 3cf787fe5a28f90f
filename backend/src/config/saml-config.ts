import { X509Certificate, createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

// Single sign-on through a SAML2 identity provider (spec 2 /login, spec 4 password dialog): on when
// the IdP is named, by its metadata (URL or file) or by its login URL and signing certificate.

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => ['true', '1', 'yes'].includes(value));

export const samlEnvironment = {
  SAML_IDP_METADATA_URL: z.url({ protocol: /^https?$/ }).optional(),
  SAML_IDP_METADATA_FILE: z.string().min(1).optional(),
  SAML_ENTRY_POINT: z.url({ protocol: /^https?$/ }).optional(),
  SAML_IDP_CERT: z.string().min(1).optional(),
  SAML_IDP_LOGOUT_URL: z.url({ protocol: /^https?$/ }).optional(),
  SAML_IDP_ENTITY_ID: z.string().min(1).optional(),
  SAML_SP_ENTITY_ID: z.string().min(1).optional(),
  SAML_SP_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  SAML_SP_CERT_FILE: z.string().min(1).optional(),
  SAML_LOGIN_ATTRIBUTE: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]+$/, 'an attribute name, or nameID')
    .default('uid'),
  SAML_CREATE_USERS: flag.default(false),
  SAML_CLOCK_SKEW_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
};

type SamlEnvironment = z.output<z.ZodObject<typeof samlEnvironment>>;

/** Where the IdP's login URL and signing certificates come from. */
export type IdpSource =
  | { kind: 'metadataUrl'; url: string }
  | { kind: 'metadata'; xml: string }
  | {
      kind: 'direct';
      /** The IdP's entity id: the Issuer its assertions must name. */
      entityId: string;
      entryPoint: string;
      certificates: string[];
      logoutUrl: string | undefined;
    };

export interface SamlConfig {
  idp: IdpSource;
  /** The portal's entity id; by default its metadata URL (made absolute per request when a path). */
  spEntityId: string | undefined;
  /** Signs AuthnRequests and LogoutRequests, and is published in the SP metadata. */
  spPrivateKey: string | undefined;
  spCertificate: string | undefined;
  /** The attribute that holds the portal login; `nameID` takes the subject's NameID. */
  loginAttribute: string;
  /** An unknown login gets an operator account instead of the 'no account' page. */
  createUsers: boolean;
  clockSkewMs: number;
}

/** A configuration problem, named like the variable it comes from. */
export class SamlConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
  }
}

function readText(variable: string, file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new SamlConfigError(variable, `cannot read ${file}`);
  }
}

/** The PEM certificates in a text: PEM blocks, or one bare base64 DER body as metadata holds it. */
function certificates(variable: string, text: string): string[] {
  const pems = text.includes('-----BEGIN')
    ? (text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [])
    : [toPem(text)];
  if (pems.length === 0) throw new SamlConfigError(variable, 'no PEM certificate found');
  for (const pem of pems) {
    try {
      new X509Certificate(pem);
    } catch {
      throw new SamlConfigError(variable, 'not a valid X.509 certificate (PEM or base64 DER)');
    }
  }
  return pems;
}

/** A base64 DER certificate (as IdP metadata holds it) as PEM. */
export function toPem(base64: string): string {
  const body = base64.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n');
  return `-----BEGIN CERTIFICATE-----\n${body.replace(/\n$/, '')}\n-----END CERTIFICATE-----`;
}

function idpSource(env: SamlEnvironment): IdpSource | undefined {
  const named = [env.SAML_IDP_METADATA_URL, env.SAML_IDP_METADATA_FILE, env.SAML_ENTRY_POINT].filter(
    (value) => value !== undefined,
  );
  if (named.length > 1)
    throw new SamlConfigError(
      'SAML_IDP_METADATA_URL',
      'name the identity provider once: a metadata URL, a metadata file, or SAML_ENTRY_POINT with SAML_IDP_CERT',
    );
  if (env.SAML_IDP_METADATA_URL) return { kind: 'metadataUrl', url: env.SAML_IDP_METADATA_URL };
  if (env.SAML_IDP_METADATA_FILE)
    return { kind: 'metadata', xml: readText('SAML_IDP_METADATA_FILE', env.SAML_IDP_METADATA_FILE) };
  if (env.SAML_ENTRY_POINT) {
    if (!env.SAML_IDP_CERT)
      throw new SamlConfigError(
        'SAML_IDP_CERT',
        "required with SAML_ENTRY_POINT (the IdP's signing certificate)",
      );
    const idpCertificates = certificates('SAML_IDP_CERT', env.SAML_IDP_CERT);
    if (!env.SAML_IDP_ENTITY_ID)
      throw new SamlConfigError(
        'SAML_IDP_ENTITY_ID',
        "required with SAML_ENTRY_POINT (the IdP's entity id, which its assertions name as Issuer)",
      );
    return {
      kind: 'direct',
      entityId: env.SAML_IDP_ENTITY_ID,
      entryPoint: env.SAML_ENTRY_POINT,
      certificates: idpCertificates,
      logoutUrl: env.SAML_IDP_LOGOUT_URL,
    };
  }
  return undefined;
}

/** The SAML settings, or undefined when single sign-on is off; throws a SamlConfigError when wrong. */
export function samlConfig(env: SamlEnvironment): SamlConfig | undefined {
  const idp = idpSource(env);
  if (!idp) return undefined;
  if (Boolean(env.SAML_SP_PRIVATE_KEY_FILE) !== Boolean(env.SAML_SP_CERT_FILE))
    throw new SamlConfigError('SAML_SP_CERT_FILE', 'the SP key and certificate come together');
  let spPrivateKey: string | undefined;
  let spCertificate: string | undefined;
  if (env.SAML_SP_PRIVATE_KEY_FILE && env.SAML_SP_CERT_FILE) {
    spPrivateKey = readText('SAML_SP_PRIVATE_KEY_FILE', env.SAML_SP_PRIVATE_KEY_FILE);
    try {
      createPrivateKey(spPrivateKey);
    } catch {
      throw new SamlConfigError('SAML_SP_PRIVATE_KEY_FILE', 'not a PEM private key');
    }
    spCertificate = certificates(
      'SAML_SP_CERT_FILE',
      readText('SAML_SP_CERT_FILE', env.SAML_SP_CERT_FILE),
    )[0];
  }
  return {
    idp,
    spEntityId: env.SAML_SP_ENTITY_ID,
    spPrivateKey,
    spCertificate,
    loginAttribute: env.SAML_LOGIN_ATTRIBUTE,
    createUsers: env.SAML_CREATE_USERS,
    clockSkewMs: env.SAML_CLOCK_SKEW_SECONDS * 1000,
  };
}
