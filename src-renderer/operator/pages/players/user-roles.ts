// Every user's roles (GET /users/roles), for the Players page's table and the player dialog, and a role in words.
import { useQuery } from '@tanstack/react-query'
import type { UserRoles } from '../../../../src-main/contract/roles.schema'
import { api } from '../../api/client'
import type { User } from '../../api/types'

export const USER_ROLES_KEY = ['users', 'roles'] as const

export function useUserRoles() {
  return useQuery({ queryKey: USER_ROLES_KEY, queryFn: ({ signal }) => api.get<UserRoles[]>('/users/roles', signal) })
}

/** The Role column: Admin, Scorer (a scorer who also plays is still a scorer there: "Plays" says the rest), Player, or —. */
export function roleWords(user: Pick<User, 'is_admin' | 'is_playing'>, scorer: boolean): 'Admin' | 'Scorer' | 'Player' | '—' {
  if (user.is_admin) return 'Admin'
  if (scorer) return 'Scorer'
  return user.is_playing ? 'Player' : '—'
}
