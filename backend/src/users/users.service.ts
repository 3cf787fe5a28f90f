import { Inject, Injectable } from '@nestjs/common';
import type {
  AddressData,
  Language,
  AddressDataResponse,
  LoginResponse,
  Partner,
  RegisterRequest,
} from '@portal/contracts';
import { requiredAddressFields } from '@portal/contracts';
import { ApiException, roleMissing } from '../common/api-exception.js';
import { AuditService } from '../audit/audit.service.js';
import { DATABASE, type Database } from '../database/database.js';
import { MailService } from '../mail/mail.service.js';
import { newTokenParts, parseLoginHash, secretMatches } from './login-token.js';
import { PasswordHasher } from './password-hash.js';
import {
  type AddressRow,
  type NewUser,
  type PartnerRow,
  type UserRow,
  UsersRepository,
} from './users.repository.js';

/** A user account as the users domain hands it out: the row without the password hash. */
export type UserAccount = Omit<UserRow, 'passwordHash'> & { hasPassword: boolean };

export interface HashLoginOutcome {
  user: UserAccount;
  result: LoginResponse['result'];
  sn: string | undefined;
}

const hour = 3600_000;

export function toAccount(row: UserRow): UserAccount {
  const { passwordHash, ...rest } = row;
  return { ...rest, hasPassword: passwordHash !== null };
}

@Injectable()
export class UsersService {
  constructor(
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(PasswordHasher) private readonly passwords: PasswordHasher,
  ) {}

  async findById(id: number): Promise<UserAccount | undefined> {
    const row = await this.users.findById(id);
    return row && toAccount(row);
  }

  /** The accounts of these ids that exist, in one query. */
  async findByIds(ids: readonly number[]): Promise<UserAccount[]> {
    return (await this.users.findByIds(ids)).map(toAccount);
  }

  async findByLogin(login: string): Promise<UserAccount | undefined> {
    const row = await this.users.findByLogin(login);
    return row && toAccount(row);
  }

  /** The partner companies the account logs in for (partner and subpartner accounts). */
  companyPartnerIds(userId: number): Promise<number[]> {
    return this.users.companyPartnerIds(userId);
  }

  /**
   * Spec 4 Migration: a legacy operator confirms an e-mail address and becomes an operator, which
   * ends the forced redirect to /migrate (the front end logs out and the next login is normal).
   */
  async migrateLegacyAccount(user: UserAccount, email: string): Promise<void> {
    if (!user.roles.includes('betreiberold')) throw roleMissing();
    const roles = [...new Set(user.roles.map((role) => (role === 'betreiberold' ? 'betreiber' : role)))];
    await this.db.transaction(async (tx) => {
      await this.users.update(user.id, { email, roles, metaData: { ...user.metaData, email } }, tx);
      await this.audit.record(
        { actor: user.login, action: 'account.migrate', details: { email, from: user.email } },
        tx,
      );
    });
  }

  /** Checks a login and password; undefined when either is wrong (timing does not tell which). */
  async authenticate(login: string, password: string): Promise<UserAccount | undefined> {
    const row = await this.users.findByLogin(login);
    const matches = await this.passwords.verify(password, row?.passwordHash);
    if (!row || !matches) return undefined;
    if (!row.confirmed) throw new ApiException(403, 'exception.notconfirmed');
    return toAccount(row);
  }

  /** Resolves a login hash (spec 2 /login/:hash) and consumes one-time tokens. */
  async authenticateHash(hash: string): Promise<HashLoginOutcome> {
    const parsed = parseLoginHash(hash);
    const token = parsed && (await this.users.findUsableToken(parsed.id));
    if (
      !parsed ||
      !token ||
      token.sn !== (parsed.sn ?? null) ||
      !secretMatches(parsed.secret, token.secretHash)
    ) {
      throw new ApiException(401, 'exception.hashinvalid');
    }
    if (!token.reusable && !(await this.users.consumeToken(token.id))) {
      throw new ApiException(401, 'exception.hashinvalid');
    }
    // A mailed link (confirmation or reset) proves the address, so it confirms the account too.
    if (token.purpose !== 'login') await this.users.update(token.userId, { confirmed: true });
    const row = await this.users.findById(token.userId);
    if (!row) throw new ApiException(401, 'exception.hashinvalid');
    const user = toAccount(row);
    const result = token.purpose === 'pwreset' ? 'pwreset' : user.hasPassword ? 'success' : 'pwemty';
    return { user, result, sn: parsed.sn };
  }

  /** Creates a login link hash for a user (and optionally a unit). */
  async createLoginHash(
    userId: number,
    purpose: 'login' | 'pwreset' | 'confirm',
    options: { sn?: string; validHours?: number; reusable?: boolean } = {},
  ): Promise<string> {
    const { id, secret, secretHash } = newTokenParts();
    await this.users.insertToken({
      id,
      secretHash,
      userId,
      purpose,
      sn: options.sn ?? null,
      reusable: options.reusable ?? false,
      expiresAt: new Date(Date.now() + (options.validHours ?? 24) * hour),
    });
    return [options.sn, id, secret].filter(Boolean).join('.');
  }

  /** Old password required unless the account has none or the session came from a reset link. */
  async changePassword(
    user: UserAccount,
    oldPassword: string | undefined,
    password: string,
    resetGranted: boolean,
  ): Promise<void> {
    const row = await this.users.findById(user.id);
    if (!row) throw new ApiException(401, 'exception.loginrequired');
    if (row.passwordHash && !resetGranted) {
      if (!oldPassword || !(await this.passwords.verify(oldPassword, row.passwordHash))) {
        throw new ApiException(
          400,
          'exception.oldpasswordwrong',
          {},
          { oldPassword: ['exception.oldpasswordwrong'] },
        );
      }
    }
    await this.users.update(user.id, {
      passwordHash: await this.passwords.hash(password),
      passwordInvalid: false,
    });
    await this.audit.record({ actor: user.login, action: 'password.change' });
  }

  /** Mails a one-time reset link to every account with that address; silent for unknown ones. */
  async requestPasswordReset(email: string, baseUrl: string): Promise<void> {
    for (const row of await this.users.findByEmail(email)) {
      const hash = await this.createLoginHash(row.id, 'pwreset', { validHours: 2 });
      await this.mail.send({
        to: row.email,
        subject: 'Passwort zurücksetzen / Reset your password',
        text: `Hallo ${row.name},\n\nüber diesen Link können Sie ein neues Passwort vergeben (2 Stunden gültig):\n${baseUrl}/login/${hash}\n\nUse this link within 2 hours to choose a new password.\n`,
      });
      await this.audit.record({ actor: row.login, action: 'password.resetrequested' });
    }
  }

  /**
   * Self-registration of an operator; the account works once the mailed link is opened. The answer
   * never tells whether the address was known: a known one gets a mail instead.
   */
  async register(request: RegisterRequest, baseUrl: string): Promise<void> {
    const existing =
      (await this.users.findByLogin(request.email)) ?? (await this.users.findByEmail(request.email))[0];
    if (existing) {
      if (existing.confirmed) await this.mailAccountExists(request.email, baseUrl);
      else await this.mailConfirmation(existing, baseUrl);
      return;
    }
    const user = await this.users.insertIfNew({
      login: request.email,
      email: request.email,
      name: request.name,
      firma: request.firma,
      roles: ['betreiber'],
      passwordHash: await this.passwords.hash(request.password),
      language: request.language,
      confirmed: false,
      metaData: { email: request.email, reviewUserData: true },
    });
    // Undefined when a parallel registration of the same address won; that one sends the mail.
    if (!user) return;
    await this.mailConfirmation(user, baseUrl);
    await this.audit.record({ actor: user.login, action: 'account.register' });
  }

  private async mailConfirmation(user: UserRow, baseUrl: string): Promise<void> {
    const hash = await this.createLoginHash(user.id, 'confirm', { validHours: 72 });
    await this.mail.send({
      to: user.email,
      subject: 'Bitte bestätigen Sie Ihre Registrierung / Please confirm your registration',
      text: `Hallo ${user.name},\n\nbitte bestätigen Sie Ihre E-Mail-Adresse (72 Stunden gültig):\n${baseUrl}/login/${hash}\n\nPlease confirm your e-mail address with the link above (valid 72 hours).\n`,
    });
  }

  private async mailAccountExists(email: string, baseUrl: string): Promise<void> {
    await this.mail.send({
      to: email,
      subject: 'Registrierung / Registration',
      text: `Für diese Adresse besteht bereits ein Konto. Passwort vergessen? ${baseUrl}/login\n\nAn account with this address already exists. Forgot your password? Use the link above.\n`,
    });
  }

  async unregister(user: UserAccount, password: string): Promise<void> {
    const row = await this.users.findById(user.id);
    if (!row?.passwordHash || !(await this.passwords.verify(password, row.passwordHash))) {
      throw new ApiException(
        400,
        'exception.oldpasswordwrong',
        {},
        { password: ['exception.oldpasswordwrong'] },
      );
    }
    // Units keep their locations; only the account, its links and sessions go. The audit stays.
    await this.users.delete(user.id);
    await this.audit.record({ actor: user.login, action: 'account.unregister' });
  }

  async setLanguage(user: UserAccount, language: Language): Promise<void> {
    await this.users.update(user.id, { language });
  }

  /** Spec 4: the consent to embedded help videos, kept on the user (init reports it). */
  async setYoutubeCookie(user: UserAccount, accepted: boolean): Promise<void> {
    await this.users.update(user.id, { youtubeCookie: accepted });
  }

  async partnersOf(user: UserAccount): Promise<Partner[]> {
    return (await this.users.partnersOfOperator(user.id)).map(toPartner);
  }

  async addressData(user: UserAccount): Promise<AddressDataResponse> {
    return toAddressResponse(await this.users.findAddress(user.id));
  }

  async saveAddressData(user: UserAccount, address: AddressData): Promise<AddressDataResponse> {
    const row = await this.users.upsertAddress({ ...address, userId: user.id });
    await this.users.update(user.id, { metaData: { email: address.email, reviewUserData: false } });
    await this.audit.record({ actor: user.login, action: 'addressdata.save' });
    return toAddressResponse(row);
  }

  async create(user: NewUser & { password?: string | undefined }): Promise<UserRow> {
    const { password, ...fields } = user;
    return this.users.insert({
      ...fields,
      login: fields.login.toLowerCase(),
      passwordHash: password ? await this.passwords.hash(password) : null,
    });
  }

  async createPartner(partner: Parameters<UsersRepository['insertPartner']>[0]): Promise<PartnerRow> {
    return this.users.insertPartner(partner);
  }

  linkOperatorPartner(operatorId: number, partnerId: number): Promise<void> {
    return this.users.linkOperatorPartner(operatorId, partnerId);
  }

  countUsers(): Promise<number> {
    return this.users.countUsers();
  }
}

function toPartner(row: PartnerRow): Partner {
  const { id: _id, userId: _userId, ...partner } = row;
  return partner;
}

function toAddressResponse(row: AddressRow | undefined): AddressDataResponse {
  if (!row) return { address: null, warnings: [...requiredAddressFields], uuid: null };
  const { uuid, userId: _userId, updatedAt: _updatedAt, ...address } = row;
  const warnings = requiredAddressFields.filter((field) => !address[field]);
  return {
    address: {
      ...address,
      anrede: address.anrede as AddressData['anrede'],
      titel: address.titel as AddressData['titel'],
    },
    warnings,
    uuid,
  };
}
