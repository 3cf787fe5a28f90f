import { defineCatalogue } from '@portal/web-kit';

/** Texts of the settings page and the consent dialog. */
export const settingsMessages = defineCatalogue({
  'de-de': {
    'mf.dashboard.settings.title': 'Einstellungen',
    'mf.dashboard.settings.info.title': 'Anlage',
    'mf.dashboard.settings.info.serial': 'Seriennummer',
    'mf.dashboard.settings.info.module': 'Modul',
    'mf.dashboard.settings.info.benennung': 'Bezeichnung',
    'mf.dashboard.settings.info.productGroup': 'Produkt',
    'mf.dashboard.settings.info.firmware': 'Firmware',
    'mf.dashboard.settings.info.state': 'Verbindung',
    'mf.dashboard.settings.info.online': 'online',
    'mf.dashboard.settings.info.offline': 'offline',
    'mf.dashboard.settings.info.offlineData': 'offline (letzte bekannte Werte)',
    'mf.dashboard.settings.info.unknown': '–',
    'mf.dashboard.settings.consents.title': 'Datenschutz und Fernzugriff',
    'mf.dashboard.settings.consents.intro': 'Hier sehen Sie, welche Zustimmungen für diese Anlage gelten.',
    'mf.dashboard.settings.consents.granted': 'erteilt',
    'mf.dashboard.settings.consents.denied': 'nicht erteilt',
    'mf.dashboard.settings.consents.change': 'Zustimmungen ändern',
    'mf.dashboard.settings.consents.saved': 'Ihre Zustimmungen wurden gespeichert.',
    'mf.dashboard.settings.consents.savedTitle': 'Gespeichert',
    'mf.dashboard.settings.consents.operatorOnly':
      'Nur der Betreiber der Anlage kann die Zustimmungen ändern. Bitte wenden Sie sich bei Fragen an ihn.',
    'mf.dashboard.settings.consents.leadController':
      'Diese Anlage ist ein weiteres Steuergerät (Modul {module}). Die Zustimmungen gibt der Betreiber am führenden Steuergerät (L1) des Standorts: Anlage dort verbinden und zustimmen. Sie gelten dann auch für dieses Gerät.',
    'mf.dashboard.settings.consent.title': 'Datenschutz: Ihre Zustimmung',
    'mf.dashboard.settings.consent.intro':
      'Sie entscheiden, was mit den Daten Ihrer Anlage geschieht. Ihre Auswahl können Sie jederzeit unter „Einstellungen“ ändern.',
    'mf.dashboard.settings.consent.DACHSWEB': 'Daten ins Portal übertragen',
    'mf.dashboard.settings.consent.DACHSWEB.text':
      'Ihre Anlage sendet Betriebsdaten wie Temperaturen, Laufzeiten und Störungen verschlüsselt an dieses Portal, damit Sie sie hier jederzeit ansehen können. Ohne diese Zustimmung kann das Portal Ihre Anlage nicht anzeigen.',
    'mf.dashboard.settings.consent.brand': 'Fernzugriff für den Hersteller ({brand})',
    'mf.dashboard.settings.consent.brand.text':
      'Der Kundendienst des Herstellers darf die Daten Ihrer Anlage einsehen, um Ihnen bei Störungen schnell und gezielt aus der Ferne zu helfen.',
    'mf.dashboard.settings.consent.FERNZUGRIFF_PARTNER': 'Fernzugriff für Ihren Fachpartner',
    'mf.dashboard.settings.consent.FERNZUGRIFF_PARTNER.text':
      'Ihr Fachhandwerksbetrieb darf die Daten Ihrer Anlage einsehen, um Wartungen vorzubereiten und Störungen zu beheben, oft ohne zusätzlichen Termin vor Ort.',
    'mf.dashboard.settings.consent.requiresWeb': 'Setzt die Datenübertragung ins Portal voraus.',
    'mf.dashboard.settings.consent.noWebHint':
      'Ohne Datenübertragung kann das Portal Ihre Anlage nicht anzeigen. Nach dem Speichern kehren Sie zur Anlagenliste zurück.',
    'mf.dashboard.settings.consent.closeHint':
      'Ohne Fernzugriff können Hersteller und Fachpartner Ihnen bei Störungen nicht aus der Ferne helfen. Sie können den Fernzugriff später jederzeit in den Einstellungen erlauben.',
    'mf.dashboard.settings.consent.save': 'Speichern',
    'mf.dashboard.settings.consent.cancel': 'Abbrechen',
    'mf.dashboard.settings.consent.saving': 'Wird gespeichert …',
  },
  'en-gb': {
    'mf.dashboard.settings.title': 'Settings',
    'mf.dashboard.settings.info.title': 'Unit',
    'mf.dashboard.settings.info.serial': 'Serial number',
    'mf.dashboard.settings.info.module': 'Module',
    'mf.dashboard.settings.info.benennung': 'Name',
    'mf.dashboard.settings.info.productGroup': 'Product',
    'mf.dashboard.settings.info.firmware': 'Firmware',
    'mf.dashboard.settings.info.state': 'Connection',
    'mf.dashboard.settings.info.online': 'online',
    'mf.dashboard.settings.info.offline': 'offline',
    'mf.dashboard.settings.info.offlineData': 'offline (last known values)',
    'mf.dashboard.settings.info.unknown': '–',
    'mf.dashboard.settings.consents.title': 'Privacy and remote access',
    'mf.dashboard.settings.consents.intro': 'These are the consents that apply to this unit.',
    'mf.dashboard.settings.consents.granted': 'granted',
    'mf.dashboard.settings.consents.denied': 'not granted',
    'mf.dashboard.settings.consents.change': 'Change consents',
    'mf.dashboard.settings.consents.saved': 'Your consents have been saved.',
    'mf.dashboard.settings.consents.savedTitle': 'Saved',
    'mf.dashboard.settings.consents.operatorOnly':
      'Only the operator of the unit can change the consents. Please contact them if you have questions.',
    'mf.dashboard.settings.consents.leadController':
      'This unit is a further controller (module {module}). The operator gives the consents on the lead controller (L1) of the location: connect that unit and agree there. They then cover this device too.',
    'mf.dashboard.settings.consent.title': 'Privacy: your consent',
    'mf.dashboard.settings.consent.intro':
      "You decide what happens with your unit's data. You can change your choice at any time under 'Settings'.",
    'mf.dashboard.settings.consent.DACHSWEB': 'Send data to the portal',
    'mf.dashboard.settings.consent.DACHSWEB.text':
      'Your unit sends operating data such as temperatures, running times and errors to this portal, encrypted, so you can look at them here at any time. Without this consent the portal cannot show your unit.',
    'mf.dashboard.settings.consent.brand': 'Remote access for the manufacturer ({brand})',
    'mf.dashboard.settings.consent.brand.text':
      "The manufacturer's customer service may look at your unit's data to help you quickly and precisely from afar when something goes wrong.",
    'mf.dashboard.settings.consent.FERNZUGRIFF_PARTNER': 'Remote access for your installer',
    'mf.dashboard.settings.consent.FERNZUGRIFF_PARTNER.text':
      "Your installer may look at your unit's data to prepare maintenance and fix faults, often without an extra visit.",
    'mf.dashboard.settings.consent.requiresWeb': 'Requires sending data to the portal.',
    'mf.dashboard.settings.consent.noWebHint':
      'Without sending data the portal cannot show your unit. After saving you return to the unit list.',
    'mf.dashboard.settings.consent.closeHint':
      'Without remote access the manufacturer and your installer cannot help you from afar when something goes wrong. You can allow remote access in the settings at any time later.',
    'mf.dashboard.settings.consent.save': 'Save',
    'mf.dashboard.settings.consent.cancel': 'Cancel',
    'mf.dashboard.settings.consent.saving': 'Saving …',
  },
});
