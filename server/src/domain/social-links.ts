// The shop's social links (footer): each an https address on its network's own host, so a typo or a look-alike
// domain never reaches a shopper's click.

export const SOCIAL_NETWORKS = ['instagram', 'youtube', 'facebook', 'whatsapp'] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Null: the shop shows no link for that network. */
export type SocialLinks = { readonly [network in SocialNetwork]: string | null };

export const MAX_SOCIAL_LINK_LENGTH = 500;

const NETWORKS: Readonly<Record<SocialNetwork, { name: string; hosts: readonly string[]; example: string }>> = {
  instagram: {
    name: 'Instagram',
    hosts: ['instagram.com', 'www.instagram.com'],
    example: 'https://www.instagram.com/yourshop',
  },
  youtube: {
    name: 'YouTube',
    hosts: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be'],
    example: 'https://www.youtube.com/@yourshop',
  },
  facebook: {
    name: 'Facebook',
    hosts: ['facebook.com', 'www.facebook.com', 'm.facebook.com'],
    example: 'https://www.facebook.com/yourshop',
  },
  whatsapp: { name: 'WhatsApp', hosts: ['wa.me'], example: 'https://wa.me/919876543210' },
};

/** What the owner is told when a link is refused. */
export function socialLinkRule(network: SocialNetwork): string {
  const { name, hosts, example } = NETWORKS[network];
  return `Use the https address of your ${name} page on ${hosts[0]}, e.g. ${example}.`;
}

/**
 * The link as stored (trimmed), or null when it is not an https address of a page on the network's own host (no
 * port, no user name, more than the bare host).
 */
export function parseSocialLink(network: SocialNetwork, value: string): string | null {
  const cleaned = value.trim();
  if (cleaned.length > MAX_SOCIAL_LINK_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(cleaned);
  } catch {
    return null;
  }
  const valid =
    url.protocol === 'https:' &&
    NETWORKS[network].hosts.includes(url.hostname) &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    url.pathname.length > 1;
  return valid ? cleaned : null;
}
