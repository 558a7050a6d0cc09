"""Other languages' words for the target and cue classes of the learned risk layer (the act
classes are in ``learned_lexicon``): what an attack acts on (credentials, wallets, history, the
agent's rules, files, destinations), whom it addresses, and the teaching, pretext and scope cues.

Why a table per language: the layer's own lexicon is English, so an attack written in another
language reached it with no class word at all. Each class is one text of ``lang: word word``
runs, written from knowledge of the language (not from samples); words are single tokens as the
tokenizer forms them (lowercase, no space, no ASCII punctuation), and words that are common
function words, or English words of another meaning, are left out for precision."""

from __future__ import annotations

import unicodedata


def by_language(text: str) -> dict[str, tuple[str, ...]]:
    """The words of each ``lang:`` run of ``text``, NFC-normalised, in order."""
    out: dict[str, list[str]] = {}
    lang = ""
    for token in unicodedata.normalize("NFC", text).split():
        if token.endswith(":"):
            lang = token[:-1]
            out.setdefault(lang, [])
        else:
            out[lang].append(token)
    return {k: tuple(v) for k, v in out.items()}


def merged(langs: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """All languages' words of one class, each once (related languages share spellings)."""
    return tuple(dict.fromkeys(w for words in langs.values() for w in words))


_TEXTS: dict[str, str] = {
    "cred": """
es: clave claves credencial secreto secretos llave llaves privada semilla pt: credenciais chave
chaves segredo segredos semente fr: clé clés secrète privée graine de: passwörter kennwort
kennwörter geheimnis anmeldedaten privater it: credenziali chiave chiavi segreto segreti privata
nl: wachtwoord wachtwoorden inloggegevens sleutel sleutels privésleutel sv: lösenord
inloggningsuppgifter nyckel nycklar hemlighet da: adgangskode adgangskoder kodeord nøgle nøgler
hemmelighed loginoplysninger no: passord nøkkel nøkler hemmelighet fi: salasana salasanat
tunnukset avain avaimet salaisuus et: parool paroolid salasõna võti võtmed saladus lv: paroles
atslēga atslēgas noslēpums lt: slaptažodis slaptažodžius slaptažodžiai raktas raktą raktai
pl: hasło hasła hasłem klucz klucze klucza poświadczenia cs: heslo hesla klíč klíče tajemství
sk: heslá kľúč kľúče sl: geslo gesla ključ ključe poverilnice hr: lozinka lozinke lozinku
zaporka ključeve vjerodajnice sr: lozinka šifra šifru sr_cyrl: лозинка лозинку шифра кључ
кључеве bg: парола паролата пароли ключ ключове токен ru: пароль пароли пароля ключи учётные
учетные секрет uk: паролі облікові ro: parolă cheie cheia hu: jelszó jelszót jelszavak kulcs
kulcsot hitelesítő el: κωδικός κωδικό κωδικούς συνθηματικό κλειδί κλειδιά διαπιστευτήρια
tr: şifre şifreyi parolayı anahtar anahtarı id: sandi katasandi kredensial kunci rahasia
ms: katalaluan tl: susi vi: mật sw: nenosiri nywila ufunguo af: wagwoord wagwoorde
ca: contrasenya contrasenyes clau claus credencials gl: contrasinal eu: pasahitza pasahitzak
gakoa gakoak cy: cyfrinair cyfrineiriau allwedd hi: पासवर्ड कुंजी टोकन ur: پاسورڈ ٹوکن
bn: পাসওয়ার্ড চাবি টোকেন mr: संकेतशब्द किल्ली he: סיסמה סיסמא סיסמאות מפתח מפתחות אסימון טוקן
ar: السر مفتاح المفتاح الاعتماد توكن fa: رمز گذرواژه کلید
""",
    "wallet": """
es: billetera cartera monedero pago pagos destinatario criptomoneda criptomonedas bancaria
pt: carteira pagamento pagamentos destinatário criptomoeda fatura bancária fr: portefeuille
paiement paiements destinataire cryptomonnaie facture bancaire de: geldbörse zahlung zahlungen
empfänger kryptowährung bankkonto it: portafoglio pagamenti criptovaluta fattura bancario
nl: portemonnee betaling betalingen ontvanger factuur rekeningnummer sv: plånbok betalning
mottagare kontonummer da: tegnebog modtager no: lommebok mottaker fi: lompakko maksu maksut
vastaanottaja lasku tilinumero et: rahakott makse maksed saaja arve kontonumber lv: maciņš
maksājums saņēmējs rēķins lt: piniginė mokėjimas gavėjas sąskaita pl: portfel płatność płatności
odbiorca faktura przelew cs: peněženka platba platby příjemce sk: peňaženka príjemca
sl: denarnica plačilo prejemnik račun hr: novčanik plaćanje primatelj sr: primalac
sr_cyrl: новчаник плаћање прималац рачун bg: портфейл плащане получател фактура ru: кошелёк
кошелек платёж платеж получатель счёт счет криптовалюта uk: гаманець платіж отримувач рахунок
ro: portofel plată plata destinatar factură hu: pénztárca tárca fizetés címzett számla
el: πορτοφόλι πληρωμή παραλήπτης τιμολόγιο tr: cüzdan ödeme alıcı kripto id: dompet pembayaran
penerima rekening faktur ms: bayaran akaun tl: pitaka bayad tatanggap sw: pochi malipo mpokeaji
ankara af: beursie rekening ca: moneder pagament destinatari eu: zorroa ordainketa hartzailea
cy: waled taliad derbynnydd anfoneb hi: वॉलेट भुगतान प्राप्तकर्ता बटुआ ur: والٹ ادائیگی
bn: ওয়ালেট পেমেন্ট প্রাপক mr: पाकीट देयक he: ארנק תשלום נמען חשבונית ar: محفظة المحفظة دفع
الدفع المستلم فاتورة fa: پرداخت پول
""",
    "history": """
es: historial conversación conversaciones transcripción registro registros mensajes diálogo
pt: histórico conversa conversas transcrição registros mensagens fr: historique journaux
de: verlauf gesprächsverlauf unterhaltung gespräch nachrichten protokoll chatverlauf
it: cronologia conversazione conversazioni trascrizione messaggi nl: geschiedenis gesprek
gesprekken berichten logboek sv: historik konversation konversationen meddelanden samtal
da: samtale samtalen beskeder no: historikk meldinger fi: historia keskustelu keskustelun
viestit lokit et: ajalugu vestlus vestluse sõnumid logid lv: vēsture saruna sarunas ziņojumi
žurnāli lt: istorija pokalbis pokalbio žinutės pl: historię historii rozmowa rozmowy wiadomości
dziennik cs: historie konverzace zprávy sk: história konverzácia správy sl: zgodovina pogovor
sporočila hr: povijest razgovor razgovora poruke sr: istorija sr_cyrl: историја разговор
разговора поруке bg: история историята съобщения ru: историю переписка переписку сообщения
диалог журнал uk: історія історію розмова розмову повідомлення листування ro: istoric istoricul
conversație conversația mesaje jurnal hu: előzmények beszélgetés beszélgetést üzenetek napló
el: ιστορικό συνομιλία συνομιλίας μηνύματα tr: geçmiş geçmişi konuşma sohbet mesajlar kayıtlar
id: riwayat percakapan obrolan pesan ms: sejarah perbualan mesej tl: kasaysayan usapan mensahe
sw: mazungumzo ujumbe af: geskiedenis boodskappe ca: missatges gl: mensaxes eu: historiala
elkarrizketa mezuak cy: hanes sgwrs negeseuon hi: इतिहास बातचीत संदेश चैट ur: گفتگو پیغامات چیٹ
bn: ইতিহাস কথোপকথন বার্তা চ্যাট mr: संभाषण he: היסטוריה שיחה השיחה הודעות ar: سجل السجل المحادثة
محادثة الرسائل رسائل fa: تاریخچه پیام
""",
    "rules": """
es: reglas regla instrucciones instrucción directrices políticas restricciones seguridad normas
pt: regras regra instruções diretrizes restrições segurança fr: règles règle consignes sécurité
politiques de: regeln regel anweisungen richtlinien vorgaben einschränkungen sicherheit
leitlinien it: regole regola istruzioni direttive restrizioni sicurezza politiche nl: regels
instructies richtlijnen beperkingen beveiliging veiligheid sv: regler instruktioner riktlinjer
begränsningar säkerhet da: retningslinjer begrænsninger sikkerhed no: instruksjoner
begrensninger sikkerhet fi: säännöt ohjeet ohjeita rajoitukset turvallisuus et: reeglid juhised
piirangud turvalisus lv: noteikumi instrukcijas ierobežojumi drošība lt: taisyklės taisykles
instrukcijas nurodymus apribojimus saugumo pl: zasady reguły instrukcje instrukcji wytyczne
ograniczenia bezpieczeństwa cs: pravidla instrukce pokyny omezení bezpečnost sk: pravidlá
inštrukcie obmedzenia bezpečnosť sl: pravila navodila omejitve varnost hr: upute smjernice
ograničenja sigurnost sr: uputstva smernice bezbednost sr_cyrl: правила упутства смернице
ограничења безбедност bg: инструкции указания ограничения сигурност ru: безопасности
безопасность uk: інструкції вказівки обмеження безпеки ro: reguli regulile instrucțiuni
instrucțiunile restricții securitate siguranță hu: szabályok szabályokat utasítások utasításokat
korlátozások biztonsági el: κανόνες κανόνας οδηγίες περιορισμούς ασφάλεια ασφαλείας tr: kurallar
kuralları talimatlar talimatları yönergeler kısıtlamalar güvenlik id: aturan instruksi pedoman
batasan keamanan ms: peraturan arahan keselamatan sekatan tl: patakaran tagubilin alituntunin
sw: sheria maagizo maelekezo usalama vikwazo af: reëls instruksies riglyne beperkings sekuriteit
ca: regles instruccions directrius restriccions seguretat gl: instrucións seguridade eu: arauak
argibideak jarraibideak murrizketak segurtasuna cy: rheolau cyfarwyddiadau canllawiau
cyfyngiadau diogelwch hi: नियम निर्देश दिशानिर्देश प्रतिबंध सुरक्षा ur: قواعد ہدایات پابندیاں
حفاظتی سیکیورٹی bn: নিয়ম নির্দেশনা নির্দেশ বিধিনিষেধ নিরাপত্তা mr: सूचना निर्बंध he: כללים
הכללים הוראות ההוראות הנחיות מגבלות אבטחה ar: القواعد التعليمات تعليمات الإرشادات القيود الأمان
fa: قوانین دستورالعمل دستورات محدودیت امنیت
""",
    "files": """
es: archivo archivos fichero ficheros carpeta carpetas directorio repositorio disco documentos
pt: ficheiro ficheiros pasta pastas diretório repositório fr: fichier fichiers dossier dossiers
répertoire dépôt disque de: datei dateien ordner verzeichnis verzeichnisse festplatte dokumente
it: cartella cartelle archivio documenti nl: bestand bestanden schijf documenten sv: fil filer
mapp mappar katalog hårddisk dokument da: mappe mapper dokumenter fi: tiedosto tiedostot
tiedostoja kansio kansiot hakemisto asiakirjat et: failid kaust kaustad kataloog dokumendid
lv: faili mape mapes direktorija dokumenti lt: failas failus failai aplankas aplanką katalogas
dokumentai pl: plik pliki plików dysk dokumenty repozytorium cs: soubor soubory složka složky
adresář sk: súbor súbory priečinok adresár sl: datoteka datoteke imenik hr: direktorij sr: fajl
fajlove fascikla direktorijum sr_cyrl: датотека датотеке фајл фајлове фасцикла директоријум
bg: файл файлове файла папка папки директория документи ru: файлы файлов папку каталог
директорию репозиторий документы uk: файли файлів репозиторій ro: fișier fișiere fişier dosar
dosare documente depozit hu: fájl fájlok fájlokat mappa mappát könyvtár dokumentumok el: αρχείο
αρχεία αρχείων φάκελο φάκελος κατάλογο έγγραφα tr: dosya dosyalar dosyaları klasör klasörü dizin
belgeler depo id: berkas direktori dokumen repositori tl: talaksan dokumento vi: tệp sw: faili
folda af: lêer lêers dokumente ca: fitxer fitxers directori repositori gl: cartafol
eu: fitxategi fitxategia fitxategiak karpeta direktorioa dokumentuak cy: ffeil ffeiliau ffolder
cyfeiriadur dogfennau hi: फ़ाइल फाइल फ़ाइलें फाइलें फ़ोल्डर दस्तावेज़ ur: فائل فائلیں فولڈر
دستاویزات bn: ফাইল ফোল্ডার নথি mr: फायली दस्तऐवज he: קובץ קבצים הקבצים תיקייה תיקיה מסמכים
ar: ملف ملفات الملفات مجلد المجلد مستندات fa: فایل پوشه اسناد
""",
    "dest": """
es: servidor servidores externo externa remoto remota dominio formulario pt: domínio formulário
terceiros fr: serveur serveurs externe distante domaine formulaire de: externen formular domäne
drittanbieter it: esterno esterna terzi nl: extern domein formulier derden sv: servern servrar
domän formulär da: ekstern eksterne serveren domæne tredjepart fi: palvelin palvelimelle
ulkoinen ulkoiselle osoitteeseen verkkotunnus lomake et: serverisse välisele väline aadressile
lv: serveri serverim ārējo ārējā lt: serverį išorinį išorinis adresu pl: serwer serwera
zewnętrzny zewnętrznego zdalny domena formularz cs: serveru externí vzdálený doménu formulář
sk: servera externý vzdialený formulár sl: strežnik strežniku zunanji oddaljeni obrazec
hr: poslužitelj poslužitelju vanjski udaljeni sr: spoljni sr_cyrl: сервер серверу спољни удаљени
bg: сървър сървъра външен външния ru: сервера внешний внешнего удалённый удаленный домен
uk: зовнішній віддалений ro: serverul externă domeniu terță hu: szerver szerverre külső távoli
űrlap el: διακομιστή διακομιστής εξωτερικό εξωτερική απομακρυσμένο φόρμα tr: sunucu sunucuya
harici uzak id: peladen eksternal formulir ms: pelayan luaran tl: panlabas sw: seva af: bediener
ca: remot domini formulari eu: zerbitzari zerbitzaria kanpoko urruneko cy: gweinydd allanol
hi: सर्वर बाहरी ur: سرور بیرونی bn: সার্ভার বাহ্যিক বাইরের mr: सर्व्हर बाह्य he: שרת לשרת חיצוני
חיצונית ar: خادم الخادم خارجي الخارجي fa: خارجی
""",
}
_TEXTS |= {
    "addr": """
es: tú usted asistente agente eres debes pt: você vocês deves fr: tu vous votre assistante
de: du dich dein deine assistent it: tuo tua devi nl: jij jou jouw sv: din ditt no: fi: sinä
sinun sinua avustaja et: sina sinu abiline lv: tev tavs asistents lt: tavo asistentas pl: ty
ciebie twoje twój asystent cs: tebe tvoje tvůj asistent sl: ti tvoj sr_cyrl: ти тебе твој
асистент bg: теб твоя асистентът ru: ты тебя твой твои вы ваш ассистент агент модель uk: твій
ro: tine tău agentul hu: neked téged asszisztens el: εσύ εσένα βοηθός μοντέλο tr: sen senin
asistan id: kamu anda asisten agen ms: awak pembantu tl: ikaw iyong katulong vi: bạn sw: wewe
msaidizi af: jy ca: vostè eu: zuk laguntzailea cy: cynorthwyydd hi: तुम आप तुम्हें आपको सहायक
ur: تم آپ تمہیں معاون bn: তুমি আপনি তোমার আপনার সহকারী mr: तू तुम्ही तुला सहाय्यक he: אתה אתם
העוזר עוזר ar: أنت انت المساعد مساعد fa: تو شما دستیار
""",
    "teach": """
es: detectar detección ataque ataques atacante malicioso maliciosa amenaza amenazas
vulnerabilidad ejemplo ejemplos defensa proteger sospechoso estafa advertencia pt: detecção
ameaça vulnerabilidade exemplo defesa suspeito fr: détecter détection attaque attaques attaquant
malveillant malveillante menace vulnérabilité exemple défense protéger suspect arnaque
avertissement de: erkennen erkennung angriff angriffe angreifer bösartig bösartige bedrohung
schwachstelle beispiel abwehr schützen verdächtig warnung it: rilevare rilevamento attacco
attacchi attaccante malevolo dannoso minaccia vulnerabilità esempio difesa proteggere sospetto
truffa nl: detecteren detectie aanval aanvallen aanvaller kwaadaardig dreiging kwetsbaarheid
voorbeeld verdediging beschermen verdacht oplichting waarschuwing sv: upptäcka angrepp angripare
skadlig sårbarhet exempel skydda misstänkt bedrägeri varning da: opdage angreb angriber
ondsindet trussel sårbarhed eksempel beskytte mistænkelig svindel advarsel no: oppdage angrep
angriper ondsinnet mistenkelig fi: havaitse havaitseminen hyökkäys hyökkääjä haitallinen uhka
haavoittuvuus esimerkki suojaa epäilyttävä huijaus varoitus et: tuvasta rünnak ründaja
pahatahtlik oht näide kaitse kahtlane pettus hoiatus lv: atklāt uzbrukums uzbrucējs ļaunprātīgs
draudi ievainojamība piemērs aizsardzība aizdomīgs krāpšana brīdinājums lt: aptikti ataka
užpuolikas kenkėjiškas grėsmė pažeidžiamumas pavyzdys apsauga įtartinas sukčiavimas įspėjimas
pl: wykrywanie wykryć atak ataki atakujący złośliwy zagrożenie podatność przykład obrona chronić
podejrzany oszustwo ostrzeżenie cs: detekce útok útoky útočník škodlivý hrozba zranitelnost
příklad obrana chránit podezřelý podvod varování sk: detekcia zraniteľnosť podozrivý varovanie
sl: zaznavanje napad napadalec zlonamerni grožnja ranljivost primer obramba zaščita sumljiv
prevara opozorilo hr: otkrivanje napadač zlonamjerni prijetnja ranjivost primjer sumnjiv
upozorenje sr: pretnja odbrana sr_cyrl: напад нападач злонамерни претња рањивост пример одбрана
заштита сумњив превара упозорење bg: откриване атака нападател злонамерен заплаха уязвимост
защита подозрителен измама предупреждение ru: обнаружение атаки злоумышленник вредоносный угроза
уязвимость подозрительный мошенничество uk: виявлення зловмисник шкідливий загроза вразливість
приклад захист підозрілий шахрайство попередження ro: detectare detecta atac atacator malițios
amenințare vulnerabilitate exemplu apărare protejare înșelătorie avertisment hu: észlelés
támadás támadó rosszindulatú fenyegetés sebezhetőség példa védelem gyanús csalás figyelmeztetés
el: ανίχνευση επίθεση επιτιθέμενος κακόβουλο κακόβουλος απειλή ευπάθεια παράδειγμα άμυνα
προστασία ύποπτο απάτη προειδοποίηση tr: tespit saldırı saldırgan zararlı tehdit örnek savunma
şüpheli dolandırıcılık uyarı id: deteksi serangan penyerang berbahaya ancaman kerentanan contoh
pertahanan lindungi mencurigakan penipuan peringatan ms: pengesanan perlindungan amaran
tl: atake banta halimbawa depensa proteksyon panloloko babala vi: lừa sw: shambulio mshambuliaji
hatari tishio mfano ulinzi utapeli onyo af: opsporing kwaadwillige bedreiging kwesbaarheid
beskerm verdag bedrog waarskuwing ca: detecció atac atacant maliciós amenaça vulnerabilitat
exemple protegir sospitós advertència gl: ameaza eu: detekzioa erasoa erasotzailea maltzur
mehatxua ahultasuna adibidea defentsa babestu susmagarria iruzurra abisua cy: canfod ymosodiad
ymosodwr maleisus bygythiad gwendid enghraifft amddiffyn amheus twyll rhybudd hi: पहचान हमला
हमलावर दुर्भावनापूर्ण खतरा कमजोरी उदाहरण बचाव संदिग्ध धोखाधड़ी चेतावनी ur: حملہ خطرہ مثال دفاع
مشکوک دھوکہ انتباہ bn: সনাক্ত আক্রমণ আক্রমণকারী ক্ষতিকর হুমকি দুর্বলতা উদাহরণ প্রতিরক্ষা
সন্দেহজনক প্রতারণা সতর্কতা mr: ओळख हल्ला हल्लेखोर धोका संरक्षण संशयास्पद फसवणूक इशारा he: זיהוי
מתקפה התקפה תוקף זדוני איום פגיעות דוגמה הגנה חשוד הונאה אזהרה ar: كشف هجوم الهجوم المهاجم خبيث
تهديد ثغرة حماية مشبوه احتيال تحذير fa: شناسایی حمله مهاجم مخرب تهدید نمونه محافظت کلاهبرداری
هشدار
""",
    "pretext": """
es: obligatorio requerido rutina rutinario estándar procedimiento oficial autorizado urgente
inmediatamente auditoría cumplimiento aprobado pt: obrigatório rotina procedimento imediatamente
auditoria conformidade fr: obligatoire requis procédure officiel officielle autorisé
immédiatement conformité approuvé de: pflicht verpflichtend erforderlich verfahren offiziell
autorisiert dringend sofort genehmigt it: obbligatorio richiesto procedura ufficiale autorizzato
immediatamente conformità approvato nl: verplicht vereist officieel geautoriseerd dringend
onmiddellijk goedgekeurd sv: obligatorisk krävs rutin förfarande officiell auktoriserad
brådskande omedelbart godkänd da: påkrævet officiel autoriseret haster straks godkendt
no: påkrevd prosedyre offisiell autorisert umiddelbart godkjent fi: pakollinen vaadittu rutiini
menettely virallinen valtuutettu kiireellinen välittömästi hyväksytty et: kohustuslik nõutav
rutiinne protseduur ametlik volitatud kiireloomuline viivitamatult lv: obligāts obligāti
oficiāls steidzami nekavējoties apstiprināts lt: privaloma privalomas oficialus skubiai
nedelsiant patvirtinta pl: obowiązkowe obowiązkowy wymagane rutynowa oficjalny autoryzowany
pilne natychmiast zatwierdzone cs: povinné povinný vyžadováno rutinní oficiální autorizovaný
naléhavé okamžitě schváleno sk: vyžaduje oficiálny naliehavé okamžite schválené sl: obvezno
zahtevano rutinski postopek uradno pooblaščen nujno nemudoma odobreno hr: obavezno obvezno
postupak službeno ovlašten hitno odmah sr: zvanično sr_cyrl: обавезно званично хитно одмах
одобрено bg: задължително рутинна процедура официално упълномощен спешно незабавно
ru: обязательно обязательный требуется плановая официальный официально срочно немедленно
uk: терміново негайно офіційно затверджено ro: obligatoriu obligatorie rutină procedură
autorizat imediat aprobat conformitate hu: kötelező hivatalos engedélyezett sürgős azonnal
jóváhagyott el: υποχρεωτικό απαιτείται ρουτίνα διαδικασία επίσημο εξουσιοδοτημένο επείγον αμέσως
εγκεκριμένο tr: zorunlu gerekli prosedür resmi yetkili acil derhal onaylı denetim uyumluluk
id: wajib diperlukan rutin prosedur berwenang mendesak segera disetujui kepatuhan ms: diwajibkan
rasmi diluluskan pematuhan tl: sapilitan opisyal agaran kaagad awtorisado vi: khẩn sw: lazima
haraka dharura af: verpligtend vereis amptelik onmiddellik goedgekeur ca: obligatori requerit
procediment autoritzat immediatament aprovat gl: obrigatorio urxente eu: derrigorrezkoa
nahitaezkoa ofiziala baimendua premiazkoa berehala cy: gorfodol swyddogol brys awdurdodedig
hi: अनिवार्य आवश्यक नियमित आधिकारिक अधिकृत तत्काल तुरंत अनुपालन ur: لازمی ضروری سرکاری مجاز فوری
فوراً bn: বাধ্যতামূলক প্রয়োজনীয় আনুষ্ঠানিক অনুমোদিত জরুরি অবিলম্বে mr: तातडीने ताबडतोब
he: חובה נדרש שגרתי רשמי מורשה דחוף מיד מאושר ar: إلزامي مطلوب روتيني رسمي معتمد عاجل فورا
fa: الزامی رسمی
""",
    "scope": """
es: todos todas cualquier cada cualquiera pt: tudo qualquer inteiro fr: tout tous toutes chaque
entier quelconque de: alle alles jede jeden jedes sämtliche gesamte beliebige it: tutto tutti
tutte ogni qualsiasi qualunque intero nl: elk elke ieder iedere gehele sv: alla allt varje hela
samtliga da: hver samtlige fi: kaikki kaikkien jokainen koko et: kõik kõiki lv: visi visus visas
katru jebkuru pl: wszystkie wszystko każdy każdą dowolny cs: všechny všechno veškeré jakýkoli
sk: všetky všetko akýkoľvek sl: vse vsi vsako kakršnokoli hr: sve svi svaki cijeli sr: sr_cyrl:
све сви сваки цео bg: всички всичко всеки целия ru: все всё каждый любой любые весь uk: всі усі
кожен ro: toate toți fiecare orice întreg hu: összes minden mindent bármely bármilyen egész
el: όλα όλους όλες κάθε οποιοδήποτε ολόκληρο tr: tüm tümü bütün hepsi herhangi id: semua seluruh
setiap segala ms: sebarang tl: lahat bawat anumang vi: tất mọi sw: yote wote kila zote af: enige
ca: tots totes qualsevol gl: calquera eu: guztiak guztia edozein bakoitza cy: pob popeth unrhyw
cyfan hi: सभी सब सारा सारी पूरा ur: سب تمام ہر پورا bn: সব সমস্ত সকল প্রতিটি যেকোনো mr: सर्व
प्रत्येक कोणताही संपूर्ण he: כל הכל כולם ar: كل جميع الكل fa: همه
""",
}

TARGET_LANGUAGES: dict[str, dict[str, tuple[str, ...]]] = {
    cls: by_language(text) for cls, text in _TEXTS.items()
}
TARGETS: dict[str, tuple[str, ...]] = {cls: merged(t) for cls, t in TARGET_LANGUAGES.items()}
