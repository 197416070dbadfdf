import { closeOnSignals, runMain } from './http/processLifecycle.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

async function main() {
  const config = loadConfig();
  const { app, seed, databaseLocation } = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Iade Kontrol: http://localhost:${port}  (veritabanı: ${databaseLocation})`);
  if (seed.createdAdmin) {
    if (seed.generatedAdminPassword) {
      console.log(
        `İlk yönetici oluşturuldu — kullanıcı adı: ${config.adminUsername}  şifre: ${seed.generatedAdminPassword}\n` +
          'Bu şifre yalnızca bir kez gösterilir; giriş yaptıktan sonra profil sayfasından değiştirin.',
      );
    } else {
      console.log(
        `İlk yönetici oluşturuldu — kullanıcı adı: ${config.adminUsername} (şifre ADMIN_PASSWORD ayarından)`,
      );
    }
  }
  closeOnSignals(app);
}

runMain(main);
