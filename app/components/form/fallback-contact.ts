/** How to reach the company when a form cannot be sent online. */
export interface FallbackContact {
  phone: { display: string; href: string };
  email: string;
}
