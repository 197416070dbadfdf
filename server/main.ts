import { closeOnSignals, runMain } from './http/processLifecycle.js';
import { isWorker, runPrimary, workerCount } from './http/workerCluster.js';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { openDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDatabase, type SeedResult } from './db/seed.js';

function printFirstAdmin(config: Config, seed: SeedResult): void {
  if (!seed.createdAdmin) return;
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

/**
 * Several processes on one database: the primary migrates and seeds it once, then forks the workers,
 * whose own migration and seed steps find nothing left to do.
 */
async function startPrimary(config: Config, workers: number): Promise<void> {
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let seed: SeedResult;
  try {
    await migrateToLatest(handle);
    seed = await seedDatabase(handle, { username: config.adminUsername, password: config.adminPassword });
  } finally {
    await handle.db.destroy();
  }
  runPrimary(workers, (port) => {
    console.log(`Iade Kontrol: http://localhost:${port}  (veritabanı: ${handle.location}, ${workers} süreç)`);
    printFirstAdmin(config, seed);
  });
}

async function main() {
  const config = loadConfig();
  const workers = workerCount();
  if (workers > 1 && !isWorker()) return startPrimary(config, workers);

  const { app, seed, databaseLocation } = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  closeOnSignals(app);
  if (isWorker()) return;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Iade Kontrol: http://localhost:${port}  (veritabanı: ${databaseLocation})`);
  printFirstAdmin(config, seed);
}

runMain(main);
