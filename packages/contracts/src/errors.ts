/** The length limits of text fields; each has a 'too long' message that names it. */
export const textLimits = [20, 32, 40, 80, 120, 200] as const;
export type TextLimit = (typeof textLimits)[number];

/** The key of the 'too long' message of a limit: 'validation.toolong.80'. */
export function tooLongKey(max: TextLimit): `validation.toolong.${TextLimit}` {
  return `validation.toolong.${max}`;
}

function tooLongMessages() {
  return Object.fromEntries(
    textLimits.map((max) => [
      tooLongKey(max),
      { 'de-de': `Höchstens ${max} Zeichen.`, 'en-gb': `At most ${max} characters.` },
    ]),
  ) as Record<`validation.toolong.${TextLimit}`, Record<Language, string>>;
}

/**
 * Translation keys of the error catalogue (spec 8). Every error body carries one of these as `key`;
 * the message is the translation in the caller's language.
 */
export const errorMessages = {
  'exception.error': { 'de-de': 'Fehler', 'en-gb': 'Error' },
  'exception.validation': { 'de-de': 'Die Eingaben sind ungültig.', 'en-gb': 'The input is invalid.' },
  'exception.loginrequired': { 'de-de': 'Anmeldung erforderlich.', 'en-gb': 'Login required.' },
  'exception.wrongcredentials': {
    'de-de': 'Benutzername oder Passwort falsch.',
    'en-gb': 'Wrong user name or password.',
  },
  'exception.rolemissing': {
    'de-de': 'Ihnen fehlt die Berechtigung (Rolle) für diese Aktion.',
    'en-gb': 'You lack the role required for this action.',
  },
  'exception.accessdenied': {
    'de-de': 'Zugriff verweigert oder nicht gefunden.',
    'en-gb': 'Access denied or not found.',
  },
  'exception.accessdeniedunit': {
    'de-de': 'Zugriff auf Anlage {subject} verweigert.',
    'en-gb': 'Access denied to unit {subject}.',
  },
  'exception.notfound': { 'de-de': 'Nicht gefunden.', 'en-gb': 'Not found.' },
  'exception.toomanyrequests': {
    'de-de': 'Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es später erneut.',
    'en-gb': 'Too many failed logins. Please try again later.',
  },
  'exception.ratelimited': {
    'de-de': 'Zu viele Anfragen. Bitte warten Sie {seconds} Sekunden.',
    'en-gb': 'Too many requests. Please wait {seconds} seconds.',
  },
  'exception.migrationrequired': {
    'de-de': 'Bitte übernehmen Sie zuerst Ihren Zugang (Migration).',
    'en-gb': 'Please migrate your account first.',
  },
  'exception.csrf': {
    'de-de': 'Anfrage von fremder Herkunft abgelehnt.',
    'en-gb': 'Cross-site request refused.',
  },
  'exception.sso.refused': {
    'de-de': 'Die Anmeldung über den Identitätsanbieter wurde abgelehnt.',
    'en-gb': 'The sign-in through the identity provider was refused.',
  },
  'exception.sso.noaccount': {
    'de-de': 'Für {subject} gibt es in diesem Portal kein Konto.',
    'en-gb': 'There is no account for {subject} on this portal.',
  },
  'exception.sso.unavailable': {
    'de-de': 'Der Identitätsanbieter ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
    'en-gb': 'The identity provider cannot be reached. Please try again later.',
  },
  'exception.hashinvalid': {
    'de-de': 'Der Anmeldelink ist ungültig oder abgelaufen.',
    'en-gb': 'The login link is invalid or has expired.',
  },
  'exception.notconfirmed': {
    'de-de': 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
    'en-gb': 'Please confirm your e-mail address first.',
  },
  'exception.oldpasswordwrong': {
    'de-de': 'Das bisherige Passwort ist falsch.',
    'en-gb': 'The current password is wrong.',
  },
  'exception.internal': {
    'de-de': 'Interner Fehler. Bitte versuchen Sie es später erneut.',
    'en-gb': 'Internal error. Please try again later.',
  },
  'exception.unavailable': {
    'de-de': 'Das Portal startet gerade neu. Bitte versuchen Sie es gleich noch einmal.',
    'en-gb': 'The portal is restarting. Please try again in a moment.',
  },
  'exception.hkamarkedoffline': {
    'de-de': 'Die Anlage ist als offline markiert (kein Vertrag) und kann nicht verbunden werden.',
    'en-gb': 'The unit is marked offline (no contract) and cannot be connected.',
  },
  'exception.notconnectable': {
    'de-de': 'Diese Anlage kann nicht online verbunden werden.',
    'en-gb': 'This unit cannot be connected online.',
  },
  'exception.reportnotover': {
    'de-de': 'Einen Bericht gibt es erst, wenn der Zeitraum vorbei ist.',
    'en-gb': 'A report is available once its period is over.',
  },
  'exception.unitoffline': {
    'de-de': 'Die Anlage ist zurzeit nicht erreichbar.',
    'en-gb': 'The unit cannot be reached at the moment.',
  },
  'exception.unittimeout': {
    'de-de': 'Die Anlage hat nicht rechtzeitig geantwortet.',
    'en-gb': 'The unit did not answer in time.',
  },
  'exception.unitrefused': {
    'de-de': 'Die Anlage hat den Auftrag als ungültig abgelehnt.',
    'en-gb': 'The unit refused the request as invalid.',
  },
  'exception.uniterror': {
    'de-de': 'Die Anlage hat den Auftrag mit einem Fehler beantwortet.',
    'en-gb': 'The unit answered the request with an error.',
  },
  'exception.unitanswerinvalid': {
    'de-de': 'Die Antwort der Anlage ist unverständlich.',
    'en-gb': 'The answer of the unit cannot be read.',
  },
  'exception.notconnected': {
    'de-de': 'Die Anlage ist nicht verbunden.',
    'en-gb': 'The unit is not connected.',
  },
  'exception.nooperatorconsent': {
    'de-de': 'Der Betreiber hat dem Fernzugriff nicht zugestimmt.',
    'en-gb': 'The operator has not consented to remote access.',
  },
  'exception.consentrequired': {
    'de-de': 'Bitte stimmen Sie zuerst der Datenübertragung zu.',
    'en-gb': 'Please consent to the data transfer first.',
  },
  'exception.noconsentlead': {
    'de-de': 'Die Zustimmung des Betreibers am Leitregler fehlt.',
    'en-gb': "The operator's consent on the lead controller is missing.",
  },
  'exception.initialunitnewlocation': {
    'de-de': 'Die Erstanlage kann keinem neuen Standort zugeordnet werden.',
    'en-gb': 'The initial unit cannot be assigned to a new location.',
  },
  'exception.unitremovalnotallowed': {
    'de-de': 'Diese Anlage kann nicht vom Standort entfernt werden.',
    'en-gb': 'This unit cannot be removed from the location.',
  },
  'exception.oldunitcredentials': {
    'de-de': 'Seriennummer oder Anlagenpasswort falsch.',
    'en-gb': 'Wrong serial number or unit password.',
  },
  'exception.unitexists': {
    'de-de': 'Diese Anlage ist bereits registriert.',
    'en-gb': 'This unit is already registered.',
  },
  'exception.notexternal': {
    'de-de': 'Nur externe Anlagen können gelöscht werden.',
    'en-gb': 'Only external units can be deleted.',
  },
  'exception.impersonateoperatorsonly': {
    'de-de': 'Nur Betreiber können übernommen werden.',
    'en-gb': 'Only operators can be impersonated.',
  },
  'login.error.emaildiffer': {
    'de-de': 'Die E-Mail-Adressen stimmen nicht überein.',
    'en-gb': 'The e-mail addresses do not match.',
  },
  'login.emailinvalid': { 'de-de': 'Ungültige E-Mail-Adresse.', 'en-gb': 'Invalid e-mail address.' },
  'login.emailunknown': { 'de-de': 'E-Mail-Adresse unbekannt.', 'en-gb': 'E-mail address unknown.' },
  'login.error.TOO_SHORT': {
    'de-de': 'Das Passwort muss mindestens 10 Zeichen lang sein.',
    'en-gb': 'The password must be at least 10 characters long.',
  },
  'login.error.INSUFFICIENT_LOWERCASE': {
    'de-de': 'Das Passwort muss mindestens einen Kleinbuchstaben enthalten.',
    'en-gb': 'The password must contain at least one lowercase letter.',
  },
  'login.error.INSUFFICIENT_DIGIT': {
    'de-de': 'Das Passwort muss mindestens eine Ziffer enthalten.',
    'en-gb': 'The password must contain at least one digit.',
  },
  'login.error.ILLEGAL_WHITESPACE': {
    'de-de': 'Das Passwort darf keine Leerzeichen enthalten.',
    'en-gb': 'The password must not contain whitespace.',
  },
  'login.error.pwdiffer': {
    'de-de': 'Die Passwörter stimmen nicht überein.',
    'en-gb': 'The passwords do not match.',
  },
  'validation.required': { 'de-de': 'Pflichtfeld.', 'en-gb': 'Required.' },
  'validation.invalid': { 'de-de': 'Ungültiger Wert.', 'en-gb': 'Invalid value.' },
  'validation.characters': {
    'de-de': 'Enthält Zeichen, die nicht gespeichert werden können.',
    'en-gb': 'Contains characters that cannot be stored.',
  },
  'validation.controlchars': {
    'de-de': 'Enthält Steuerzeichen (z. B. Tabulator oder Zeilenumbruch), die hier nicht erlaubt sind.',
    'en-gb': 'Contains control characters (such as a tab or a line break) that are not allowed here.',
  },
  'validation.depth': {
    'de-de': 'Die Eingabe ist zu tief verschachtelt.',
    'en-gb': 'The input is nested too deeply.',
  },
  'validation.plz': {
    'de-de': 'Die Postleitzahl muss aus genau 5 Ziffern bestehen.',
    'en-gb': 'The postal code must be exactly 5 digits.',
  },
  'validation.umsatzsteuerId': {
    'de-de': 'Bei Angabe einer Firma ist die Umsatzsteuer-ID erforderlich.',
    'en-gb': 'A VAT ID is required when a company is given.',
  },
  'validation.anrede': { 'de-de': 'Ungültige Anrede.', 'en-gb': 'Invalid salutation.' },
  'validation.titel': { 'de-de': 'Ungültiger Titel.', 'en-gb': 'Invalid title.' },
  'validation.range': {
    'de-de': 'Der Zeitraum ist ungültig.',
    'en-gb': 'The time range is invalid.',
  },
  'validation.stylesheetlength': {
    'de-de': 'Höchstens 100.000 Zeichen.',
    'en-gb': 'At most 100,000 characters.',
  },
  'validation.moment': {
    'de-de': 'Keine Zeit zwischen 2000 und 2099 (ISO 8601 oder Millisekunden seit 1970).',
    'en-gb': 'Not a time between 2000 and 2099 (ISO 8601 or milliseconds since 1970).',
  },
  'validation.notfuture': {
    'de-de': 'Das Datum darf nicht in der Zukunft liegen.',
    'en-gb': 'The date must not lie in the future.',
  },
  ...tooLongMessages(),
  // ---- shop (spec 5 order rules, 8 shop errors) ----
  'services.order.maintenance': {
    'de-de': 'Bestellungen sind während der Wartung des Shops nicht möglich.',
    'en-gb': 'Ordering is not possible while the shop is under maintenance.',
  },
  'services.order.missingaddressdata': {
    'de-de': 'Für die Bestellung fehlen Ihre Adressdaten. Bitte ergänzen Sie sie zuerst.',
    'en-gb': 'Your address data is missing for the order. Please complete it first.',
  },
  'services.order.notpossible': { 'de-de': 'Bestellen nicht möglich', 'en-gb': 'Ordering not possible' },
  'services.order.notbookable': {
    'de-de': 'Der Service ist für den Standort {subject} nicht buchbar.',
    'en-gb': 'The service cannot be booked for location {subject}.',
  },
  'services.order.alreadybooked': {
    'de-de': 'Standort schon freigeschaltet',
    'en-gb': 'Location already activated',
  },
  'services.order.unknownproduct': {
    'de-de': 'Unbekanntes Produkt {subject}.',
    'en-gb': 'Unknown product {subject}.',
  },
  'services.order.basketunknown': {
    'de-de': 'Der Warenkorb ist unbekannt oder abgelaufen.',
    'en-gb': 'The basket is unknown or has expired.',
  },
  'services.order.countmismatch': {
    'de-de': 'Die Anzahl passt nicht zu den gewählten Standorten.',
    'en-gb': 'The count does not match the chosen locations.',
  },
  'services.order.unknowncustomer': {
    'de-de': 'Der Kunde {subject} ist im Portal nicht bekannt.',
    'en-gb': 'The customer {subject} is not known to the portal.',
  },
  'services.shop.signature': {
    'de-de': 'Die Signatur der Shop-Nachricht ist ungültig.',
    'en-gb': 'The signature of the shop message is invalid.',
  },
  'services.export.format': {
    'de-de': 'Unbekanntes Exportformat {subject} (csv oder xlsx).',
    'en-gb': 'Unknown export format {subject} (csv or xlsx).',
  },
  'services.booking.unknown': {
    'de-de': 'Die Buchung {subject} gibt es nicht.',
    'en-gb': 'There is no booking {subject}.',
  },
  'exception.noservicebooked': {
    'de-de': 'Für diesen Standort ist kein Online-Dienst gebucht.',
    'en-gb': 'No online service is booked for this location.',
  },
  'validation.companynumber': {
    'de-de': 'Die Zollnummer hat genau 5 Ziffern.',
    'en-gb': 'The customs company number has exactly 5 digits.',
  },
  'validation.iban': {
    'de-de': 'Bitte geben Sie eine gültige IBAN an (22 Stellen)',
    'en-gb': 'Please enter a valid IBAN (22 characters for Germany).',
  },
  'hzatool.plz.nooffice': {
    'de-de': 'Für diese Postleitzahl ist kein Hauptzollamt bekannt.',
    'en-gb': 'The postal code has no main customs office.',
  },
  'hzatool.plz.ambiguous': {
    'de-de': 'Die Postleitzahl liegt in mehreren Bezirken. Bitte wählen Sie Ihr Hauptzollamt.',
    'en-gb': 'The postal code lies in several districts. Please choose your main customs office.',
  },
  'hzatool.plz.candidate': {
    'de-de':
      'Dieses Hauptzollamt ist ein Vorschlag aus den genannten Quellen, nicht aus der Bezirksbestimmung des BMF. Bitte prüfen Sie es (Dienststellensuche auf www.zoll.de).',
    'en-gb':
      "This main customs office is proposed from the sources named, not from the BMF's district regulation. Please verify it (office search on www.zoll.de).",
  },
  'hzatool.plz.place': {
    'de-de':
      'Die Orte dieser Postleitzahl gehören zu verschiedenen Hauptzollämtern. Bitte wählen Sie Ihren Ort oder Ihr Hauptzollamt.',
    'en-gb':
      'The places of this postal code belong to different main customs offices. Please choose your place or your main customs office.',
  },
  'hzatool.plz.partlyunknown': {
    'de-de':
      'Die Postleitzahl reicht in einen Landkreis, dessen Hauptzollamt nicht bekannt ist. Bitte wählen Sie Ihr Hauptzollamt: eines der gefundenen oder ein anderes.',
    'en-gb':
      'The postal code reaches into a county whose main customs office is not known. Please choose your main customs office: one of those found or another.',
  },
  'hzatool.dss.nooffice': {
    'de-de': 'Zu diesem Dienststellenschlüssel ist kein Hauptzollamt bekannt. Bitte wählen Sie es von Hand.',
    'en-gb': 'The service key has no main customs office. Please enter it manually.',
  },
  'hzatool.loadfailed': {
    'de-de': 'Verbrauchsdaten oder Zusammenfassung konnten nicht geladen werden.',
    'en-gb': 'The consumption data or the summary could not be loaded.',
  },
  'hzatool.notready': {
    'de-de': 'Der Antrag ist noch nicht vollständig.',
    'en-gb': 'The application is not complete yet.',
  },
  'hzatool.yearopen': {
    'de-de':
      'Das Jahr {subject} ist noch nicht abgeschlossen. Den Antrag können Sie erst nach dem 31. Dezember fertigstellen und drucken.',
    'en-gb':
      'The year {subject} has not ended yet. The application can be completed and printed after 31 December.',
  },
  'hzatool.office.unknown': {
    'de-de': 'Das Hauptzollamt {subject} gibt es nicht.',
    'en-gb': 'There is no main customs office {subject}.',
  },
  'device.servicelevel.wrongcode': {
    'de-de': 'Falscher Code für die Serviceebene.',
    'en-gb': 'Wrong service level code.',
  },
  'device.servicelevel.throttled': {
    'de-de': 'Zu viele falsche Codes. Bitte warten Sie {subject} Sekunden.',
    'en-gb': 'Too many wrong codes. Please wait {subject} seconds.',
  },
  'device.servicelevel.required': {
    'de-de': 'Dafür muss die Serviceebene aktiv sein.',
    'en-gb': 'This needs an active service level.',
  },
  'device.servicelevel.timeout': {
    'de-de': 'Zeitüberschreitung der Serviceebene.',
    'en-gb': 'Service level timeout.',
  },
  'device.installer.forbidden': {
    'de-de': 'Die Serviceebene ist Fachpartnern und dem Hersteller vorbehalten.',
    'en-gb': 'The service level is for partners and the manufacturer only.',
  },
  'validation.device.holidayend': {
    'de-de': 'Das Ende liegt vor dem Beginn.',
    'en-gb': 'The end lies before the start.',
  },
  'validation.device.dhwlevels': {
    'de-de': 'Die reduzierte Warmwassertemperatur liegt über der Komforttemperatur.',
    'en-gb': 'The reduced DHW temperature is above the comfort temperature.',
  },
  'validation.device.heatingcurve': {
    'de-de': 'Die Mindesttemperatur muss unter der Höchsttemperatur liegen.',
    'en-gb': 'The minimum temperature must be below the maximum.',
  },
  'validation.device.staticaddress': {
    'de-de': 'Bei statischer Adresse Pflichtfeld.',
    'en-gb': 'Required with a static address.',
  },
  'validation.webhook.url': {
    'de-de': 'Eine http- oder https-Adresse ohne Zugangsdaten, höchstens 500 Zeichen.',
    'en-gb': 'An http or https address without credentials, at most 500 characters.',
  },
  'exception.webhook.limit': {
    'de-de': 'Sie haben schon die höchste Zahl an Webhooks (5).',
    'en-gb': 'You already have the most webhooks allowed (5).',
  },
  'exception.tokeninvalid': {
    'de-de': 'Das Zugriffstoken ist ungültig, abgelaufen oder widerrufen.',
    'en-gb': 'The access token is invalid, expired or revoked.',
  },
  'exception.tokennotallowed': {
    'de-de': 'Diese Aktion ist mit einem Zugriffstoken nicht möglich.',
    'en-gb': 'This action is not possible with an access token.',
  },
  'exception.tokenscope': {
    'de-de': 'Dem Zugriffstoken fehlt die Berechtigung {subject}.',
    'en-gb': 'The access token lacks the scope {subject}.',
  },
  'exception.token.limit': {
    'de-de': 'Sie haben schon die höchste Zahl an Zugriffstoken (50).',
    'en-gb': 'You already have the most access tokens allowed (50).',
  },
  'validation.token.expires': {
    'de-de': 'Ein Datum ab morgen, höchstens ein Jahr voraus.',
    'en-gb': 'A date from tomorrow on, at most a year ahead.',
  },
  'validation.token.scopes': {
    'de-de': 'Mindestens eine Berechtigung wählen.',
    'en-gb': 'Choose at least one scope.',
  },
  'validation.token.units': {
    'de-de': 'Alle Anlagen oder mindestens eine Anlage oder einen Standort wählen.',
    'en-gb': 'Choose all units, or at least one unit or location.',
  },
  'exception.commandqueuefull': {
    'de-de':
      'Für diese Anlage warten schon 20 Befehle. Bitte warten Sie, bis sie gesendet sind, oder brechen Sie welche ab.',
    'en-gb': '20 commands already wait for this unit. Wait until they are sent, or cancel some.',
  },
  'exception.commandnotpending': {
    'de-de': 'Der Befehl ist schon gesendet oder beendet und kann nicht mehr abgebrochen werden.',
    'en-gb': 'The command has already been sent or ended and can no longer be cancelled.',
  },
  'exception.commandinterrupted': {
    'de-de': 'Die Verbindung zur Anlage brach während des Schreibens ab; der Wert ist nicht bestätigt.',
    'en-gb': 'The connection to the unit broke off while writing; the value is not confirmed.',
  },
  'exception.commandexpired': {
    'de-de': 'Die Anlage kam nicht rechtzeitig online; der Befehl ist abgelaufen.',
    'en-gb': 'The unit did not come online in time; the command expired.',
  },
  'exception.readbackmismatch': {
    'de-de': 'Die Anlage meldet nach dem Schreiben einen anderen Wert zurück.',
    'en-gb': 'The unit reports a different value after the write.',
  },
  'exception.campaign.novalues': {
    'de-de': 'Keine gewählte Anlagenart nimmt diese Werte an (Datenpunkt oder Grenzen des Katalogs).',
    'en-gb': 'No chosen unit kind takes these values (data point or catalogue limits).',
  },
  'exception.campaign.nounits': {
    'de-de': 'Die Auswahl enthält keine Anlage, an die geschrieben werden kann.',
    'en-gb': 'The selection holds no unit that can be written to.',
  },
  'exception.campaign.state': {
    'de-de': 'Die Kampagne ist in einem Zustand, der das nicht zulässt.',
    'en-gb': 'The campaign is in a state that does not allow this.',
  },
  'validation.campaign.stages': {
    'de-de': 'Steigende Anteile in Prozent, der letzte 100.',
    'en-gb': 'Rising shares in percent, the last one 100.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ErrorKey = keyof typeof errorMessages;

export const languages = ['de-de', 'en-gb'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'de-de';

export function isErrorKey(key: string): key is ErrorKey {
  return Object.hasOwn(errorMessages, key);
}

/** Translates a key; `{name}` placeholders are filled from params; an unknown key returns itself. */
export function translateError(key: string, language: Language, params: Record<string, string> = {}): string {
  const text = isErrorKey(key) ? errorMessages[key][language] : key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
