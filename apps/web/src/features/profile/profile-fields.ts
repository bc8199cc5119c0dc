import { PROFILE_FIELD_LABELS, type TProfile, type TUpdateProfileRequest } from '@cgx/domain/profile.schemas';
import { formatMobile } from '../../lib/format';

/** The Edit Profile form's values while typing: all strings. */
export type ProfileFormValues = { [Field in keyof TUpdateProfileRequest]: string };
export type ProfileField = keyof ProfileFormValues;

export const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'mobile', 'password'];
export const PROFILE_LABELS: Record<ProfileField, string> = PROFILE_FIELD_LABELS;

/** The form starts from the saved profile; the password is typed each time. */
export const profileFormValues = (profile: TProfile): ProfileFormValues => ({
  firstName: profile.user.firstName,
  lastName: profile.user.lastName,
  mobile: profile.user.mobile ? formatMobile(profile.user.mobile) : '',
  password: '',
});
