import * as migration_20261122_001942_initial from './20261122_001942_initial';
import * as migration_20261122_030648_submissions from './20261122_030648_submissions';
import * as migration_20261123_105940_users_no_account_lock from './20261123_105940_users_no_account_lock';
import * as migration_20261123_163848_object_storage from './20261123_163848_object_storage';
import * as migration_20261123_191204_settings_fee_and_mailbox from './20261123_191204_settings_fee_and_mailbox';
import * as migration_20261123_223142_application_status from './20261123_223142_application_status';
import * as migration_20261125_122957_submission_fingerprint from './20261125_122957_submission_fingerprint';
import * as migration_20261128_114447_personal_data from './20261128_114447_personal_data';
import * as migration_20261128_135503_publishing from './20261128_135503_publishing';
import * as migration_20261128_220616_application_fee_payment from './20261128_220616_application_fee_payment';
import * as migration_20261130_044827_mail_outbox from './20261130_044827_mail_outbox';
import * as migration_20261130_103103_submission_language from './20261130_103103_submission_language';
import * as migration_20261130_134552_localized_content from './20261130_134552_localized_content';

export const migrations = [
  {
    up: migration_20261122_001942_initial.up,
    down: migration_20261122_001942_initial.down,
    name: '20261122_001942_initial',
  },
  {
    up: migration_20261122_030648_submissions.up,
    down: migration_20261122_030648_submissions.down,
    name: '20261122_030648_submissions',
  },
  {
    up: migration_20261123_105940_users_no_account_lock.up,
    down: migration_20261123_105940_users_no_account_lock.down,
    name: '20261123_105940_users_no_account_lock',
  },
  {
    up: migration_20261123_163848_object_storage.up,
    down: migration_20261123_163848_object_storage.down,
    name: '20261123_163848_object_storage',
  },
  {
    up: migration_20261123_191204_settings_fee_and_mailbox.up,
    down: migration_20261123_191204_settings_fee_and_mailbox.down,
    name: '20261123_191204_settings_fee_and_mailbox',
  },
  {
    up: migration_20261123_223142_application_status.up,
    down: migration_20261123_223142_application_status.down,
    name: '20261123_223142_application_status',
  },
  {
    up: migration_20261125_122957_submission_fingerprint.up,
    down: migration_20261125_122957_submission_fingerprint.down,
    name: '20261125_122957_submission_fingerprint',
  },
  {
    up: migration_20261128_114447_personal_data.up,
    down: migration_20261128_114447_personal_data.down,
    name: '20261128_114447_personal_data',
  },
  {
    up: migration_20261128_135503_publishing.up,
    down: migration_20261128_135503_publishing.down,
    name: '20261128_135503_publishing',
  },
  {
    up: migration_20261128_220616_application_fee_payment.up,
    down: migration_20261128_220616_application_fee_payment.down,
    name: '20261128_220616_application_fee_payment',
  },
  {
    up: migration_20261130_044827_mail_outbox.up,
    down: migration_20261130_044827_mail_outbox.down,
    name: '20261130_044827_mail_outbox',
  },
  {
    up: migration_20261130_103103_submission_language.up,
    down: migration_20261130_103103_submission_language.down,
    name: '20261130_103103_submission_language',
  },
  {
    up: migration_20261130_134552_localized_content.up,
    down: migration_20261130_134552_localized_content.down,
    name: '20261130_134552_localized_content'
  },
];
