export const AVATAR_COUNT = 8
export function avatarSvg(i: number, v: number, w: number, h: number): string { return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 400 400"><rect width="400" height="400" fill="#0e7490"/></svg>` }
