/** The GraphQL operations the tests send, written once. */

const USER_FIELDS = 'id name email role photo createdAt';

export const REGISTER = `mutation Register($input: RegisterInput!, $photo: Upload) {
  register(input: $input, photo: $photo) { message token user { ${USER_FIELDS} } }
}`;

export const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { message token user { ${USER_FIELDS} } }
}`;

export const ME = `query Me { me { ${USER_FIELDS} } }`;

export const UPDATE_PROFILE = `mutation UpdateProfile($input: UpdateProfileInput!, $photo: Upload) {
  updateProfile(input: $input, photo: $photo) { message user { ${USER_FIELDS} } }
}`;

export const ADMIN_EXISTS = 'query AdminExists { adminExists }';
