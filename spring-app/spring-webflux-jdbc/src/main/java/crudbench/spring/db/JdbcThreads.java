package crudbench.spring.db;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;

/**
 * Parity: the JDBC calls run on a fixed pool of WORKER_THREADS platform threads, all started at
 * once, as Tomcat's handlers do in spring-jdbc. Requests beyond that wait in the pool's one
 * queue for the next free thread, as in Tomcat's. Not Reactor's boundedElastic: it starts
 * threads on demand, drops idle ones, and queues each task behind one particular thread.
 */
@Configuration(proxyBeanMethods = false)
class JdbcThreads {

    @Bean(destroyMethod = "dispose")
    Scheduler jdbcScheduler(@Value("${crudbench.worker-threads}") int threads) {
        ThreadPoolExecutor pool = new ThreadPoolExecutor(
                threads,
                threads,
                0,
                TimeUnit.MILLISECONDS,
                new LinkedBlockingQueue<>(),
                Thread.ofPlatform().name("jdbc-", 1).daemon(true).factory());
        pool.prestartAllCoreThreads();
        return Schedulers.fromExecutorService(pool, "jdbc");
    }
}
