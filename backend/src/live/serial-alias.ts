import type { LiveMessage } from '@portal/contracts';

/**
 * The message as a session that knows units under other serials sees it (demo sessions are shown
 * fake serials, spec 6): every serial the message names is replaced by the session's alias.
 */
export function withSerialAlias(message: LiveMessage, aliases: ReadonlyMap<string, string>): LiveMessage {
  const alias = (sn: string) => aliases.get(sn) ?? sn;
  switch (message.action) {
    case 'CanipValue': {
      const sn = message.data.sn;
      return {
        ...message,
        data: { ...message.data, sn: alias(sn), value: maskedValue(message.data.value, sn, alias(sn)) },
      };
    }
    case 'CanipArchive':
    case 'Trending':
      return { ...message, data: { ...message.data, sn: alias(message.data.sn) } } as LiveMessage;
    case 'HkaStore': {
      const unit = message.data.unit && { ...message.data.unit, seriennummer: alias(message.sn) };
      return { ...message, sn: alias(message.sn), data: { ...message.data, ...(unit ? { unit } : {}) } };
    }
    case 'Info': {
      const sn = message.data.params?.['sn'];
      return sn === undefined
        ? message
        : { ...message, data: { ...message.data, params: { ...message.data.params, sn: alias(sn) } } };
    }
    default:
      return message;
  }
}

/** A unit's own data points carry its serial too (Hka_Bd_Stat.uchSeriennummer): shown as the alias. */
export function maskedValue(value: unknown, real: string, shown: string): unknown {
  return typeof value === 'string' && real !== shown && value.includes(real)
    ? value.replaceAll(real, shown)
    : value;
}

/** real serial → shown serial, from a session's fake → real map. */
export function aliasesOf(shownToReal: ReadonlyMap<string, string>): Map<string, string> {
  return new Map([...shownToReal].map(([shown, real]) => [real, shown]));
}
