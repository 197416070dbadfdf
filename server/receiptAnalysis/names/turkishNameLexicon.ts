/**
 * Turkish given names and surnames as they are spelled, for restoring the letters an OCR or an ASCII-only
 * printer loses (ı/i, İ/I, ş, ç, ğ, ö, ü). Compiled for this project from common Turkish names; names
 * spelled the same without Turkish letters need not be listed.
 */

// prettier-ignore
export const GIVEN_NAMES = [
  'Abdullah', 'Adem', 'Ahmet', 'Akın', 'Ali', 'Alişan', 'Almıla', 'Altuğ', 'Anıl', 'Arda', 'Arzu', 'Aslı', 'Aslıhan',
  'Ayça', 'Aydın', 'Aygül', 'Ayhan', 'Aylin', 'Aynur', 'Ayşe', 'Ayşegül', 'Aysun', 'Ayşen', 'Baran', 'Barış',
  'Başak', 'Batuhan', 'Bayram', 'Behiye', 'Belgin', 'Berk', 'Berkay', 'Betül', 'Beyza', 'Bilge', 'Birgül',
  'Buğra', 'Burak', 'Burcu', 'Büşra', 'Bülent', 'Can', 'Canan', 'Cansu', 'Cem', 'Cemal', 'Cemile', 'Cengiz', 'Çiçek',
  'Ceren', 'Cihan', 'Coşkun', 'Çağan', 'Çağatay', 'Çağla', 'Çağrı', 'Çetin', 'Çiğdem', 'Demet', 'Deniz',
  'Derya', 'Dilek', 'Dilara', 'Dilşad', 'Doğa', 'Doğan', 'Doğukan', 'Duygu', 'Ebru', 'Ece', 'Ecem', 'Eda',
  'Ekin', 'Ekrem', 'Elçin', 'Elif', 'Emine', 'Emir', 'Emre', 'Engin', 'Enes', 'Erdem', 'Erdoğan', 'Eren',
  'Ergün', 'Erkan', 'Ersin', 'Esin', 'Esra', 'Eylül', 'Ezgi', 'Fadime', 'Fatih', 'Fatma', 'Feride', 'Figen', 'Fikret',
  'Funda', 'Furkan', 'Gamze', 'Gizem', 'Gökay', 'Gökçe', 'Gökhan', 'Göksel', 'Gönül', 'Görkem', 'Gül',
  'Gülay', 'Gülben', 'Gülizar', 'Gülcan', 'Güler', 'Gülşah', 'Gülşen', 'Gülten', 'Gümüş', 'Güneş', 'Güven', 'Hacer',
  'Hakan', 'Hale', 'Halil', 'Halis', 'Hande', 'Hasan', 'Hatice', 'Hayriye', 'Hülya', 'Hüseyin', 'Irmak',
  'Işıl', 'Işık', 'Ilgın', 'Ilgaz', 'İbrahim', 'İlayda', 'İlhan', 'İlkay', 'İlker', 'İlknur', 'İnci', 'İpek',
  'İrem', 'İsmail', 'İsmet', 'İzzet', 'Kadir', 'Kağan', 'Kamil', 'Kerem', 'Kübra', 'Kürşat', 'Leyla',
  'Mehmet', 'Melek', 'Melike', 'Meltem', 'Meral', 'Merve', 'Mert', 'Mesut', 'Metin', 'Mine', 'Muharrem',
  'Murat', 'Mustafa', 'Müge', 'Nazlı', 'Necati', 'Neslihan', 'Nesrin', 'Nevin', 'Nihat', 'Nilay', 'Nilüfer',
  'Nur', 'Nuray', 'Nurcan', 'Nuri', 'Oğuz', 'Oğuzhan', 'Okan', 'Onur', 'Orhan', 'Osman', 'Özcan',
  'Özden', 'Özge', 'Özgür', 'Özlem', 'Öznur', 'Ömer', 'Ömür', 'Pınar', 'Rabia', 'Ramazan', 'Reşat', 'Rüya',
  'Rüzgar', 'Sabri', 'Sadık', 'Seda', 'Selçuk', 'Selin', 'Selim', 'Semih', 'Serap', 'Serdar', 'Sevda',
  'Sevgi', 'Sevil', 'Sevim', 'Sıla', 'Sibel', 'Simge', 'Sinan', 'Songül', 'Sönmez', 'Süleyman', 'Sümeyye',
  'Şahin', 'Şebnem', 'Şenay', 'Şenol', 'Şerif', 'Şeyma', 'Şevval', 'Şükrü', 'Şule', 'Taner', 'Tansu',
  'Tarık', 'Tuba', 'Tuğba', 'Tuğçe', 'Tuğrul', 'Tülay', 'Tülin', 'Türkan', 'Uğur', 'Ufuk', 'Ulaş', 'Umut',
  'Ümit', 'Ümran', 'Ünal', 'Ünsal', 'Veli', 'Volkan', 'Yağız', 'Yağmur', 'Yaşar', 'Yavuz', 'Yeşim', 'Yiğit',
  'Yıldız', 'Yılmaz', 'Yunus', 'Yusuf', 'Zafer', 'Zehra', 'Zeynep', 'Zübeyde', 'Züleyha',
];

// prettier-ignore
export const SURNAMES = [
  'Acar', 'Ağaoğlu', 'Akçay', 'Akdağ', 'Akgül', 'Akın', 'Akkuş', 'Aksoy', 'Aktaş', 'Akyüz', 'Albayrak',
  'Altıntaş', 'Altun', 'Arıkan', 'Arslan', 'Aslan', 'Avcı', 'Aydemir', 'Aydın', 'Aydoğan', 'Aygün', 'Bağcı',
  'Balcı', 'Baysal', 'Bayram', 'Bektaş', 'Bilgiç', 'Bozkurt', 'Bulut', 'Çakır', 'Çakmak', 'Çalışkan',
  'Çelik', 'Çetin', 'Çevik', 'Çiftçi', 'Çınar', 'Çoban', 'Demir', 'Demirci', 'Demirel', 'Doğan', 'Duman',
  'Dündar', 'Duran', 'Ekinci', 'Eren', 'Erdem', 'Erdoğan', 'Ergin', 'Ergün', 'Erol', 'Ertürk', 'Eryılmaz',
  'Gök', 'Gökçe', 'Göktaş', 'Gül', 'Güler', 'Gümüş', 'Gündoğdu', 'Güneş', 'Güngör', 'Günay', 'Gürbüz',
  'Gürsoy', 'Güven', 'Hacıoğlu', 'Işık', 'Irmak', 'İnce', 'İpek', 'Kahraman', 'Kalkan', 'Kaplan', 'Karaca',
  'Karadağ', 'Karagöz', 'Karakaya', 'Karakuş', 'Kaya', 'Kaymaz', 'Keskin', 'Kılıç', 'Kılınç', 'Kırmızı',
  'Koç', 'Koçak', 'Korkmaz', 'Köse', 'Kurt', 'Kuş', 'Küçük', 'Mutlu', 'Oğuz', 'Okur', 'Oral', 'Özbek',
  'Özcan', 'Özdemir', 'Özer', 'Özgür', 'Özkan', 'Öztürk', 'Özyurt', 'Polat', 'Sağlam', 'Sarı', 'Sevim',
  'Soylu', 'Sönmez', 'Süngü', 'Şahin', 'Şen', 'Şener', 'Şimşek', 'Taş', 'Taşkın', 'Tekin', 'Temiz', 'Toprak',
  'Tosun', 'Turan', 'Tunç', 'Türk', 'Türkmen', 'Uçar', 'Uğurlu', 'Uysal', 'Ünal', 'Ünlü', 'Üstün', 'Varol',
  'Yalçın', 'Yavuz', 'Yazıcı', 'Yeşil', 'Yıldırım', 'Yıldız', 'Yılmaz', 'Yiğit', 'Yüce', 'Yücel', 'Yüksel',
  'Zengin',
];

/** Words of company titles. */
// prettier-ignore
export const COMPANY_WORDS = [
  'A.Ş.', 'Şti.', 'Şirketi', 'Ticaret', 'Sanayi', 'İnşaat', 'Gıda', 'Yazılım', 'Lojistik', 'Danışmanlık', 'Turizm',
  'Tekstil', 'Mühendislik', 'Eğitim', 'Sağlık', 'Hizmetleri', 'Bilişim', 'Çağdaş', 'Örnek', 'Işık',
];
