package crudbench.spring.jdbc;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** spring-jdbc: Spring MVC on Tomcat's worker threads, JdbcClient over pgjdbc and HikariCP. */
@SpringBootApplication(scanBasePackages = "crudbench.spring")
public class JdbcApplication {

    public static void main(String[] args) {
        SpringApplication.run(JdbcApplication.class, args);
    }
}
