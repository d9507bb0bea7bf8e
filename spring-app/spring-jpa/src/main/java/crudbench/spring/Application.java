package crudbench.spring;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** spring-jpa: Spring MVC on Tomcat's worker threads, Spring Data JPA on Hibernate ORM over pgjdbc and HikariCP. */
@SpringBootApplication
public class Application {

    public static void main(String[] args) {
        SpringApplication.run(Application.class, args);
    }
}
