// Users and groups (reference §1.6, §4.6).

/** A user as the API shows them; email only to the user themself and administrators. */
export interface User {
  user_id: string
  username: string
  name: string
  first_name: string
  last_name: string
  email?: string
  affiliation?: string
  affiliation_address?: string
  created: string
  is_admin: boolean
  is_oasis_admin: boolean
}

/** `GET /users/{id}`: the fields NOMAD shows for a single user. */
export type UserProfile = Pick<User, 'user_id' | 'username' | 'name' | 'first_name' | 'last_name' | 'affiliation' | 'affiliation_address'>

/** `GET /users`. */
export interface UsersResponse {
  data: Omit<User, 'email'>[]
}

/** A user group (NOMAD's UserGroup); the group 'all' is implicit and never listed. */
export interface UserGroup {
  group_id: string
  group_name: string
  owner: string
  members: string[]
}

/** `GET /groups`. */
export interface GroupsResponse {
  data: UserGroup[]
}

/** `POST /groups`, `POST /groups/{id}/edit`. */
export interface GroupEdit {
  group_name?: string
  members?: string[] | { add?: string[]; remove?: string[] }
}
