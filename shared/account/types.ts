/** An account as the settings and staff pages show it (never its password or sessions). */
export interface AccountDetails {
  id: string;
  name: string;
  username: string;
  email: string;
  bio: string;
  role: string;
  createdAt: string;
}
