/** Common Turkish given names and surnames, with their letters (ç ğ ı İ ö ş ü) as people write them. */
const words = (text: string): readonly string[] => text.trim().split(/\s+/);

export const MALE_NAMES = words(`
  Ahmet Mehmet Mustafa Ali Hüseyin Hasan İbrahim İsmail Osman Yusuf Murat Ömer Ramazan Halil Süleyman
  Abdullah Mahmut Recep Salih Fatih Kadir Emre Hakan Burak Serkan Onur Kemal Cem Can Eren Barış Uğur Oğuz
  Tolga Volkan Sinan Gökhan Erkan Tuncay Şükrü Çağlar Doğan Berk Arda Kerem Yiğit Efe Mert Alper Selim`);

export const FEMALE_NAMES = words(`
  Fatma Ayşe Emine Hatice Zeynep Elif Meryem Şerife Zehra Sultan Hanife Merve Özlem Esra Büşra Kübra Derya
  Gül Sevgi Songül Yasemin Aslı Ebru Tuğba Gizem Ceren Buse Dilek Şeyma İrem Gülşen Nur Çiğdem Özge Pınar
  Sibel Filiz Hülya Nesrin Ecem`);

export const SURNAMES = words(`
  Yılmaz Kaya Demir Şahin Çelik Yıldız Yıldırım Öztürk Aydın Özdemir Arslan Doğan Kılıç Aslan Çetin Kara
  Koç Kurt Özkan Şimşek Polat Özcan Korkmaz Çakır Erdoğan Yavuz Can Acar Şen Aktaş Güler Yalçın Güneş
  Bozkurt Bulut Keskin Ünal Turan Gül Özer Işık Kaplan Avcı Sarı Tekin Taş Köse Yüksel Ateş Aksoy Uçar
  Erdem Tunç Karakaya Altun Başaran Güven Sönmez Ekinci Tuna Durmaz Karaca Uysal Oral Gündoğdu Ağaoğlu
  Karataş Çınar Akın Bilgin Kalkan Duman Toprak Yazıcı`);

export const EMAIL_DOMAINS: ReadonlyArray<readonly [string, number]> = [
  ['gmail.com', 55],
  ['hotmail.com', 20],
  ['outlook.com', 8],
  ['yahoo.com', 6],
  ['icloud.com', 5],
  ['yandex.com', 4],
  ['mynet.com', 2],
];

const ASCII: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a' };

/** 'Şükrü Öztürk' → 'sukruozturk' (login names and e-mail local parts are ASCII). */
export function asciiLower(text: string): string {
  let out = '';
  for (const char of text.toLocaleLowerCase('tr')) {
    const plain = ASCII[char] ?? char;
    if (/^[a-z0-9]$/.test(plain)) out += plain;
  }
  return out;
}
