"""Other languages' words for the act classes of the learned risk layer (send, read, delete,
disable, override, approve, run, persist, hide, tell) and for its negation cue; ``LEXICON``
joins them with the target and cue classes of ``learned_lexicon_targets`` under exactly the
class names of the layer's ``CLASSES``.

Why: the layer's own words are English (and a few French, Spanish, German and Italian ones), so
an attack written in another language had no class word for the model to see. The words are
written from knowledge of about forty languages, not from samples: imperatives, infinitives and
the common second-person forms, each a single token as the tokenizer forms it; words that are
frequent function words or English words of another meaning are left out for precision."""

from __future__ import annotations

from skills_core.governance.learned.learned_lexicon_targets import (
    TARGET_LANGUAGES,
    by_language,
    merged,
)

_ACTS: dict[str, str] = {
    "send": """
es: envía enviar envíe envíen envíalo envíala envíalos manda mandar mande reenvía reenviar sube
subir publica publicar comparte compartir transfiere transferir adjunta filtra filtrar correo
pt: envia envie enviem encaminha encaminhe encaminhar carregue carregar publique compartilhe
partilhe compartilhar transfira anexe vaze correio fr: envoie envoyez envoyer renvoie transmets
transmettez transmettre téléverse téléversez téléverser publie publiez publier partage partagez
partager transfère transférez transférer courriel de: sende sendet schick schickt übermittle
übermitteln übermittelt hochladen weiterleiten leite teile teilen veröffentliche veröffentlichen
überweise überweisen it: invia inviate manda mandate inoltra inoltrare trasmetti trasmettere
carica caricare pubblica pubblicare condividi condividere trasferisci trasferire allega
nl: stuur stuurt sturen verstuur verstuurt versturen verzend verzenden doorsturen zend zenden
publiceer publiceren uploaden sv: skicka skickar sänd sända vidarebefordra publicera överför
överföra da: send sende videresend videresende overfør overføre offentliggør no: videresend
fi: lähetä lähettää lähettäkää välitä välittää jaa jakaa siirrä siirtää et: saada saatke saatma
edasta edastada jaga jagada lv: nosūti nosūtīt sūti sūtīt pārsūti pārsūtīt augšupielādē
lt: siųsk siųsti išsiųsk išsiųsti persiųsk persiųsti įkelk pl: wyślij wysłać wyślijcie prześlij
przesłać przesyłać wysyłać udostępnij opublikuj przelej przelać cs: pošli poslat odešli odeslat
přepošli přeposlat nahraj nahrát sdílej zveřejni sk: poslať odošli odoslať prepošli preposlať
zdieľaj zverejni sl: pošlji poslati posreduj posredovati naloži objavi hr: pošalji proslijedi
proslijediti podijeli sr: prosledi proslediti sr_cyrl: пошаљи послати проследи проследити
bg: изпрати изпратете изпращай препрати качи сподели ru: отправь отправьте отправить перешли
переслать загрузи выгрузи поделись опубликуй uk: надішли надішліть надіслати відправ відправити
завантаж поділись опублікуй ro: trimite trimiteți redirecționează încarcă publică partajează
transferă hu: küldd küldje küldj küldeni küldjön továbbítsd továbbítsa feltölt töltsd utald
el: στείλε στείλτε στείλτο αποστείλετε προώθησε ανέβασε μοιράσου κοινοποίησε tr: gönder gönderin
göndermek yolla yollayın ilet iletin yükle paylaş aktar id: kirim kirimkan kirimlah unggah
bagikan sebarkan ms: hantar hantarkan kongsi majukan tl: ipadala padala ipasa ibahagi vi: gửi
sw: tuma tumeni kutuma pakia shiriki sambaza af: versend aanstuur oplaai ca: envieu tramet
reenvia puja comparteix eu: bidali bidaltzea partekatu cy: anfon anfonwch rhannu hi: भेजो भेजें
भेजिए भेजना भेज अपलोड साझा ur: بھیجو بھیجیں بھیجنا بھیج اپلوڈ bn: পাঠাও পাঠান পাঠানো পাঠিয়ে
শেয়ার আপলোড mr: पाठवा पाठव पाठवणे शेअर he: שלח שלחי שלחו לשלוח העבר העבירו העלה שתף ar: أرسل
ارسل أرسلي أرسلوا إرسال ارسال انشر شارك ارفع fa: بفرست بفرستید فرستادن بارگذاری اشتراک
""",
    "read": """
es: lee leer lea recopila recopilar reúne extrae extraer copia copiar muestra mostrar imprime
revela revelar vuelca pt: lê ler leia colete coletar recolha extraia extrair copie mostre
imprima revele fr: lis lisez collecte collectez collecter récupère récupérez récupérer extrais
extrayez extraire affiche affichez afficher révèle révélez de: lesen lese extrahiere extrahieren
kopiere kopieren zeige zeigen auslesen ausgeben it: leggi leggere raccogli raccogliere estrai
estrarre copiare mostrare stampa stampare rivela rivelare nl: lees lezen verzamel verzamelen
kopieer kopiëren toon tonen onthul sv: läs läsa samla extrahera kopiera avslöja da: læs læse
indsaml indsamle kopier udtræk afslør no: lese avslør fi: lue lukea kerää kerätä kopioi näytä
tulosta paljasta et: loe lugeda koguge koguda kopeeri näita lv: nolasi lasi lasīt savāc kopē
parādi lt: perskaityk skaityk skaityti surink nukopijuok parodyk pl: przeczytaj odczytaj czytaj
odczytać zbierz zebrać wyodrębnij skopiuj kopiuj pokaż wyświetl wypisz ujawnij cs: přečti čti
číst shromáždi sesbírej zkopíruj zobraz vypiš odhal sk: prečítaj čítaj čítať zhromaždi skopíruj
vypíš odhaľ sl: preberi beri brati zberi kopiraj prikaži izpiši razkrij hr: pročitaj čitaj
čitati prikupi sakupi ispiši otkrij sr_cyrl: прочитај читај прикупи копирај прикажи испиши
bg: прочети чети събери копирай покажи изведи разкрий ru: перечисли прочитай прочти прочитать
считай собери собрать извлеки скопируй выведи раскрой uk: прочитати зчитай збери зібрати витягни
скопіюй виведи розкрий ro: citește citiți citi colectează adună extrage copiază afișează arată
dezvăluie hu: olvasd olvassa gyűjtsd gyűjtse másold másolja mutasd mutassa listázd el: διάβασε
διαβάστε συλλέξτε συγκέντρωσε εξάγαγε αντίγραψε εμφάνισε δείξε αποκάλυψε tr: oku okuyun okumak
topla toplayın çıkar kopyala göster yazdır listele id: baca bacakan kumpulkan salin tampilkan
tunjukkan cetak ungkapkan ms: kumpul salinkan paparkan tl: basahin kolektahin kopyahin ipakita
ilista vi: đọc chép sw: soma kusanya nakili onyesha af: versamel wys ca: llegeix llegir recull
extreu gl: recompila amosa eu: irakurri bildu kopiatu erakutsi cy: darllen darllenwch casglu
copïo dangos hi: पढ़ो पढ़ें पढ़िए इकट्ठा कॉपी दिखाओ दिखाएं ur: پڑھو پڑھیں دکھاؤ bn: পড়ো পড়ুন
সংগ্রহ কপি দেখাও mr: वाचा वाच गोळा दाखवा he: קרא קראו לקרוא אסוף העתק הצג חשוף ar: اقرأ اقرا
قراءة اجمع استخرج انسخ اعرض اكشف fa: بخوان بخوانید استخراج کپی نمایش
""",
    "delete": """
es: borra borrar elimina eliminar elimínalo suprime suprimir destruye destruir vacía formatea
pt: apague apagar apaga exclua excluir exclui elimine remova remover destrua formate
fr: supprimez supprime supprimer efface effacez effacer détruis détruisez détruire écrase
écraser de: lösche löschen löscht entferne entfernen entfernt vernichte vernichten zerstöre
zerstören überschreibe überschreiben formatiere it: eliminare cancella cancellare rimuovi
rimuovere distruggi distruggere svuota sovrascrivi formatta nl: verwijder verwijderen wis
vernietig vernietigen overschrijf formatteer sv: radera raderar rensa förstör formatera da: slet
slette fjern fjerne ødelæg ryd overskriv formater no: slett ødelegg fi: poista poistakaa poistaa
tyhjennä tuhoa ylikirjoita et: kustuta kustutada eemalda hävita tühjenda lv: dzēs dzēst izdzēs
noņem iznīcini lt: ištrink ištrinti pašalink sunaikink išvalyk pl: usuń usunąć skasuj skasować
wymaż wyczyść zniszcz nadpisz sformatuj cs: smaž smazat vymaž odstraň odstranit znič přepiš
naformátuj sk: zmaž zmazať odstráň odstrániť prepíš sl: izbriši izbrisati briši odstrani uniči
hr: obriši obrisati ukloni ukloniti uništi sr_cyrl: обриши обрисати избриши уклони уништи
bg: изтрий изтрийте премахни унищожи изчисти ru: удали удалите удалить сотри стереть уничтожь
очисти затри uk: видали видаліть видалити зітри знищ ro: șterge ștergeți şterge elimină distruge
golește suprascrie formatează hu: töröld törölje törölni távolítsd semmisítsd ürítsd
el: διάγραψε διαγράψτε διαγραφή σβήσε αφαίρεσε κατάστρεψε tr: sil silin silmek kaldır temizle
biçimlendir id: hapus hapuskan musnahkan bersihkan ms: padam padamkan tl: burahin tanggalin
vi: xóa xoá sw: futa futeni ondoa haribu af: skrap verwyder vernietig ca: esborra esborrar
suprimeix destrueix eu: ezabatu ezaba kendu suntsitu cy: dileu dilëwch hi: हटाओ हटाएं मिटाओ मिटा
डिलीट ur: حذف مٹاؤ مٹا ڈیلیٹ ہٹاؤ bn: মুছে মুছুন মুছো ডিলিট mr: हटवा मिटवा खोडा he: מחק מחקו
למחוק הסר השמד ar: احذف امسح إزالة أزل دمر fa: پاک بزدای
""",
    "disable": """
es: desactiva desactivar deshabilita deshabilitar omite omitir elude eludir silencia
pt: desative desativar desabilite desabilitar contorne contornar pule pular burle burlar
fr: désactive désactivez désactiver contourne contournez contourner neutralise de: deaktiviere
deaktivieren deaktiviert umgehe umgehen abschalten schalte überspringe überspringen unterdrücke
it: disattiva disattivare disabilita disabilitare aggira aggirare spegni sopprimi
nl: uitschakelen schakel omzeil omzeilen deactiveer sv: inaktivera avaktivera kringgå förbigå
da: deaktiver deaktivere omgå sluk fi: ohita ohittaa sammuta kierrä et: keela keelata lülita
lv: atspējo atslēdz apej izslēdz lt: išjunk išjungti apeik pl: wyłącz wyłączyć dezaktywuj obejdź
obejść pomiń pominąć cs: vypni vypnout deaktivuj obejdi obejít přeskoč sk: vypnúť obíď preskoč
sl: onemogoči izklopi zaobidi preskoči hr: onemogući isključi zaobiđi sr_cyrl: онемогући искључи
заобиђи прескочи bg: деактивирай изключи заобиколи пропусни ru: отключи отключить выключи обойди
обойти пропусти деактивируй uk: вимкни вимкнути обійди деактивуй ro: dezactivează dezactiva
ocolește oprește hu: kapcsold tiltsd kerüld el: απενεργοποίησε απενεργοποιήστε παράκαμψε
tr: devre kapat baypas id: nonaktifkan matikan ms: nyahaktifkan lumpuhkan tl: patayin vi: tắt
sw: zima zimisha af: deaktiveer omseil ca: inhabilita omet eu: desgaitu itzali saihestu
cy: analluogi diffodd hi: बंद अक्षम निष्क्रिय ur: بند غیرفعال bn: বন্ধ নিষ্ক্রিয় he: השבת
השביתו כבה עקוף ar: عطل عطّل تعطيل أوقف تجاوز fa: خاموش
""",
    "override": """
es: ignora ignorar ignoren olvida olvidar olvídate anteriores previas sustituye prevalece
pt: ignore esqueça esquecer substitui fr: ignorez ignorer oubliez oublie oublier précédentes
précédente antérieures de: ignoriere ignorieren vergiss vergessen vorherigen vorherige
bisherigen obigen it: dimentica dimenticare precedenti nl: negeer negeren vergeet eerdere vorige
bovenstaande sv: ignorera glöm tidigare ovanstående föregående da: ignorer glem tidligere
foregående fi: unohda sivuuta aiemmat edelliset et: ignoreeri unusta eelnevad varasemad
lv: ignorē aizmirsti iepriekšējās iepriekšējos lt: ignoruok pamiršk ankstesnes ankstesnius
pl: zignoruj ignoruj zapomnij poprzednie wcześniejsze powyższe cs: zapomeň předchozí dřívější
sk: zabudni predchádzajúce sl: ignoriraj pozabi prejšnja prejšnje hr: zanemari zaboravi
prethodne prethodna sr_cyrl: игнориши занемари заборави претходна претходне bg: игнорирай
забрави предишните предишни ru: игнорируй игнорировать забудь забыть предыдущие прежние
вышеуказанные uk: ігноруй попередні ro: ignoră ignorați uită anterioare precedente hu: hagyd
felejtsd korábbi előző el: αγνόησε αγνοήστε ξέχνα ξέχασε προηγούμενες προηγούμενο tr: yoksay
görmezden unut önceki id: abaikan lupakan sebelumnya ms: terdahulu tl: balewalain kalimutan
naunang vi: quên sw: puuza sahau iliyotangulia af: ignoreer ca: oblida anteriors gl: esquece
eu: baztertu ahaztu aurreko cy: anwybyddu anghofio blaenorol hi: अनदेखा भूल भूलो पिछले पिछली
ur: نظرانداز بھول پچھلی پچھلے bn: উপেক্ষা ভুলে আগের পূর্ববর্তী mr: दुर्लक्ष विसरा मागील
he: התעלם התעלמו שכח שכחו הקודמות הקודמים ar: تجاهل انس السابقة fa: نادیده فراموش قبلی
""",
}
_ACTS |= {
    "approve": """
es: aprueba aprobar autoriza autorizar concede conceder permite permitir fusiona acepta
administrador privilegios permisos pt: aprove aprovar autorize conceda permita aceite
privilégios permissões fr: approuve approuvez approuver autorise autorisez autoriser accorde
accordez accorder fusionne administrateur privilèges de: genehmige genehmigen erlaube erlauben
autorisiere gewähre gewähren freigeben berechtigungen it: approva approvare autorizza
autorizzare concedi concedere consenti permetti amministratore privilegi permessi nl: keur
goedkeuren toestaan verleen machtiging beheerder sv: godkänn godkänna tillåt bevilja behörighet
administratör da: godkend godkende tillad tildel no: godkjenn tillat fi: hyväksy hyväksyä salli
myönnä ylläpitäjä oikeudet et: kinnita luba administraator õigused lv: apstiprini atļauj piešķir
administrators tiesības lt: patvirtink leisk suteik administratorius teises pl: zatwierdź
zaakceptuj zezwól przyznaj nadaj uprawnienia cs: schval povol uděl oprávnění správce sk: schváľ
povoľ udeľ oprávnenia správca sl: odobri dovoli dodeli skrbnik pravice hr: dopusti dozvoli
dodijeli ovlasti sr_cyrl: одобри дозволи додели овлашћења bg: одобрете разреши предостави права
администратор ru: разреши предоставь выдай привилегии uk: схвали дозволь надай адміністратор
привілеї ro: aprobă aprobați acordă autorizează privilegii permisiuni hu: jóvá engedélyezd
engedélyezze rendszergazda jogosultság el: ενέκρινε έγκρινε επίτρεψε παραχώρησε διαχειριστής
δικαιώματα tr: onayla onaylayın izin yetkilendir yönetici yetki id: setujui izinkan otorisasi
ms: luluskan benarkan tl: aprubahan pahintulutan payagan vi: duyệt sw: idhinisha ruhusu kubali
af: goedkeur magtig ca: aprova autoritza concedeix permet gl: aproba eu: onartu baimendu
administratzaile cy: cymeradwyo caniatáu gweinyddwr hi: स्वीकृत अनुमति मंज़ूरी व्यवस्थापक
ur: منظور اجازت ایڈمن bn: অনুমোদন অনুমতি প্রশাসক mr: मंजूर परवानगी प्रशासक he: אשר אשרו אפשר
הרשאה הרשאות מנהל ar: وافق اسمح امنح صلاحيات المسؤول صلاحية fa: تأیید تایید مجوز مدیر
""",
    "run": """
es: ejecuta ejecutar ejecútalo instala instalar descarga descargar lanza pt: executar executa
instale baixe baixar rode rodar fr: exécute exécutez exécuter lancez installe installez
installer télécharge téléchargez télécharger de: führe ausführen installiere installieren
herunterladen starte starten it: esegui eseguire installa installare scarica scaricare avvia
avviare lancia nl: voer uitvoeren installeer installeren downloaden sv: kör köra installera
starta da: kør køre installere hent no: kjør kjøre fi: suorita suorittaa aja asenna asentaa
lataa käynnistä et: käivita käivitada paigalda installi laadi lv: palaid izpildi instalē
lejupielādē lt: paleisk vykdyk įdiek atsisiųsk pl: uruchom uruchomić wykonaj wykonać zainstaluj
pobierz cs: spusť spustit proveď nainstaluj stáhni sk: spusti spustiť vykonaj nainštaluj stiahni
sl: zaženi izvedi namesti prenesi hr: pokreni pokrenuti izvrši instaliraj preuzmi
sr_cyrl: покрени изврши инсталирај преузми bg: изпълни стартирай инсталирай изтегли ru: запусти
запустить выполни выполнить установи установить скачай uk: запустити виконай встанови
ro: rulează execută instalează descarcă lansează hu: futtasd futtassa hajtsd telepítsd indítsd
el: εκτέλεσε εκτελέστε τρέξε εγκατάστησε κατέβασε tr: çalıştır çalıştırın yürüt indir
id: jalankan eksekusi pasang instal unduh ms: laksanakan tl: patakbuhin isagawa ipatupad
vi: chạy sw: endesha tekeleza sakinisha pakua af: laai ca: executa executar descarrega
eu: exekutatu instalatu deskargatu abiarazi cy: rhedeg lawrlwytho hi: चलाओ चलाएं इंस्टॉल डाउनलोड
ur: چلاؤ چلائیں انسٹال ڈاؤنلوڈ bn: চালাও চালান ইনস্টল ডাউনলোড mr: चालवा इन्स्टॉल he: הרץ הפעל
התקן הורד ar: شغل شغّل نفذ نفّذ ثبّت نزل حمّل fa: اجرا نصب دانلود
""",
    "persist": """
es: recuerda recordar guarda guardar almacena memoria siempre futuras pt: lembre lembrar guarde
armazene memória sempre fr: souviens retiens retenir mémorise mémoriser enregistre enregistrez
sauvegarde mémoire toujours désormais de: merke merken speichere speichern dauerhaft immer
künftig zukünftig gedächtnis it: ricorda ricordare memorizza salva salvare nl: onthoud onthouden
opslaan bewaar bewaren geheugen altijd voortaan sv: minns spara lagra minne alltid framöver
da: husk gemme hukommelse altid fremover no: lagre fi: muista tallenna tallentaa muisti aina
jatkossa et: mäleta salvesta mälu alati edaspidi lv: atceries saglabā atmiņa vienmēr turpmāk
lt: prisimink įsimink išsaugok atmintis visada ateityje pl: zapamiętaj zapisz zachowaj pamięć
zawsze odtąd cs: zapamatuj ulož uložit paměť vždy napříště sk: zapamätaj pamäť odteraz
sl: zapomni shrani spomin vedno odslej hr: zapamti spremi pohrani memorija uvijek ubuduće
sr: sačuvaj uvek sr_cyrl: запамти сачувај меморија увек убудуће bg: запомни запази памет винаги
занапред ru: запомни запомнить сохрани сохранить память всегда впредь uk: збережи збереги завжди
надалі ro: amintește memorează salvează memorie mereu întotdeauna hu: jegyezd emlékezz mentsd
tárold memória mindig jövőben el: θυμήσου αποθήκευσε μνήμη πάντα εφεξής tr: hatırla kaydet
bellek hafıza daima gelecekte id: ingat ingatlah simpan memori selalu seterusnya ms: sentiasa
ingatan tl: tandaan alalahanin palagi vi: nhớ lưu sw: kumbuka hifadhi kumbukumbu af: stoor
geheue altyd ca: recorda memòria gl: lembra garda eu: gogoratu gorde beti cy: cofia cofio cadw
cof wastad hi: याद सहेजो सहेजें स्मृति हमेशा ur: یاد محفوظ ہمیشہ bn: মনে সংরক্ষণ স্মৃতি সবসময়
mr: लक्षात जतन स्मृती नेहमी he: זכור זכרי שמור שמרו זיכרון תמיד ar: تذكر احفظ خزن ذاكرة الذاكرة
دائما fa: ذخیره حافظه همیشه
""",
    "hide": """
es: oculta ocultar ocúltalo esconde esconder secretamente discretamente silenciosamente
sigilosamente pt: oculte esconda escondido fr: cachez cacher dissimule dissimuler secrètement
discrètement silencieusement de: verstecke verstecken verberge verbergen heimlich unauffällig
unbemerkt verdeckt it: nascondi nascondere occulta segretamente nascosto nl: verberg verbergen
verstop heimelijk stiekem ongemerkt sv: dölj dölja göm hemligt obemärkt da: skjul skjule
hemmeligt ubemærket no: hemmelig ubemerket fi: piilota salaa huomaamatta hiljaa et: peida varja
salaja märkamatult vaikselt lv: paslēp slēp slepeni nemanāmi klusi lt: paslėpk slėpk slaptai
nepastebimai tyliai pl: ukryj ukryć potajemnie dyskretnie niepostrzeżenie cicho cs: skryj
schovej tajně nenápadně potichu sk: skry skryť tajne nenápadne sl: skrij skrivaj skrivoma
neopazno tiho hr: sakrij prikrij tajno neprimjetno potajno sr: neprimetno sr_cyrl: сакриј тајно
неприметно потајно bg: скрий скрийте тайно незабележимо ru: скрой скрыть спрячь тайно незаметно
скрытно uk: приховай сховай таємно непомітно потай ro: ascunde ascundeți ascuns discret
hu: rejtsd titokban észrevétlenül csendben el: κρύψε κρύψτε κρυφά αθόρυβα διακριτικά tr: gizle
gizlice sakla sessizce farkettirmeden id: sembunyikan tersembunyi ms: sorokkan senyap tl: itago
lihim palihim vi: ẩn giấu lén sw: kificho af: versteek heimlik ca: amaga amagar secretament
discretament silenciosament gl: agocha agochar eu: ezkutatu isilpean cy: cuddio cuddiwch dawel
hi: छिपाओ छुपाओ छिपाएं चुपचाप गुप्त ur: چھپاؤ چھپائیں خفیہ چپکے bn: লুকাও লুকান গোপনে চুপচাপ
mr: लपवा गुपचूप गुप्तपणे he: הסתר הסתירו בסתר בשקט ar: أخف اخف سرا سراً خفية بصمت fa: پنهان مخفی
مخفیانه
""",
}
_ACTS |= {
    "tell": """
es: informa informar avisa avisar notifica notificar menciona mencionar pregunta preguntar dile
dígale comunica confirma confirmar consentimiento pt: informe avise notifique mencione pergunte
perguntar diga confirme consentimento fr: informez informer préviens prévenez avertis avertissez
signale signalez mentionne demande demander dites confirmez consentement de: informiere
informieren benachrichtige sag sage sagen erwähne erwähnen frage fragen melde bestätige
zustimmung it: avvisa avvisare menziona chiedi chiedere conferma consenso nl: informeer meld
vermeld vraag vragen vertel vertellen waarschuw bevestig toestemming sv: informera meddela nämn
fråga berätta varna bekräfta samtycke da: informer fortæl nævn spørg advar bekræft samtykke
no: fortell nevn spør varsle bekreft fi: kerro ilmoita mainitse kysy varoita vahvista suostumus
et: teavita ütle maini küsi hoiata nõusolek lv: informē paziņo pastāsti pajautā brīdini
piekrišana lt: informuok pranešk pasakyk paklausk įspėk sutikimas pl: poinformuj powiadom
powiedz wspomnij zapytaj pytaj ostrzeż potwierdź zgoda cs: informuj upozorni řekni zmiň zeptej
varuj potvrď souhlas sk: povedz spomeň opýtaj súhlas sl: obvesti povej omeni vprašaj opozori
potrdi soglasje hr: obavijesti reci spomeni pitaj upozori potvrdi pristanak sr: obavesti
sr_cyrl: обавести реци спомени питај упозори потврди bg: информирай уведоми кажи попитай
предупреди потвърди съгласие ru: сообщи сообщать уведоми скажи упомяни спроси спрашивай
подтверди согласия согласие uk: повідом згадуй запитай попередь підтверди згоди ro: informează
anunță spune menționează întreabă avertizează confirmă consimțământ hu: tájékoztasd értesítsd
mondd említsd kérdezd figyelmeztesd erősítsd beleegyezés el: ενημέρωσε ειδοποίησε πες ανάφερε
ρώτα ρωτήστε προειδοποίησε επιβεβαίωσε συγκατάθεση tr: bildir söyle bahset sor sormadan uyar
id: beritahu informasikan sebutkan tanyakan tanya peringatkan konfirmasi persetujuan
ms: maklumkan sahkan tl: sabihin ipaalam banggitin itanong tanungin babalaan kumpirmahin
pahintulot vi: hỏi sw: mwambie ambia arifu taja uliza onya thibitisha idhini af: noem vra
waarsku ca: digues consentiment eu: jakinarazi esan aipatu galdetu ohartarazi baieztatu
cy: dweud rhybuddio gofyn hysbysu cadarnhau caniatâd hi: बताओ बताएं बताना पूछो पूछे पूछें सूचित
पुष्टि सहमति ur: بتاؤ بتائیں پوچھو پوچھے اطلاع تصدیق رضامندی bn: জানাও জানান বলো জিজ্ঞাসা
নিশ্চিত সম্মতি mr: सांगा कळवा विचारा विचारता संमती he: תגיד הודע הודיעו שאל לשאול הסכמה ar: أخبر
اخبر أبلغ ابلغ أعلم اسأل سؤال تأكيد موافقة fa: بگو بگویید بپرس بپرسید رضایت
""",
    "neg": """
es: jamás sin tampoco prohibido ningún ninguna ninguno pt: sem nem proibido fr: sans interdit
aucun aucune de: nicht nie ohne verboten keinesfalls keinen keinem it: senza vietato nessun
nessuno nl: niet nooit geen zonder verboden sv: inte aldrig ingen inget utan förbjudet da: ikke
uden forbudt no: aldri uten fi: ei älä älkää koskaan ilman kielletty et: ära ärge kunagi ilma
keelatud lv: nekad bez aizliegts nedrīkst lt: niekada negalima draudžiama pl: nigdy zakazane
cs: nikdy zakázáno nesmíš sk: zakázané nesmieš sl: nikoli brez prepovedano hr: nikad nikada
zabranjeno nemoj sr_cyrl: не никад никада без забрањено немој bg: никога забранено недей ru: нет
никогда запрещено нельзя uk: ні ніколи заборонено ro: niciodată fără interzis nicio niciun
hu: nem soha sose nélkül tilos el: μην δεν ποτέ χωρίς απαγορεύεται tr: değil asla hiçbir olmadan
yasak id: jangan tidak tanpa dilarang bukan tl: huwag walang bawal kailanman vi: không đừng chưa
cấm sw: usi kamwe marufuku af: nooit sonder verbode ca: eu: ez inoiz gabe debekatuta
cy: peidiwch peidio byth heb hi: नहीं मत कभी बिना वर्जित ur: نہیں مت کبھی بغیر ممنوع bn: না নয়
কখনো কখনও ছাড়া নিষিদ্ধ mr: नको नाही कधीही निषिद्ध he: אל לא לעולם בלי ללא אסור ar: لا لن لم دون
بدون أبدا fa: نه نکن هرگز
""",
}

ACT_LANGUAGES: dict[str, dict[str, tuple[str, ...]]] = {
    cls: by_language(text) for cls, text in _ACTS.items()
}
# class -> its words in each language: the layer's class names, "ctx" has no words
LANGUAGES: dict[str, dict[str, tuple[str, ...]]] = {
    **ACT_LANGUAGES,
    "ctx": {},
    **TARGET_LANGUAGES,
}
LEXICON: dict[str, tuple[str, ...]] = {cls: merged(langs) for cls, langs in LANGUAGES.items()}
