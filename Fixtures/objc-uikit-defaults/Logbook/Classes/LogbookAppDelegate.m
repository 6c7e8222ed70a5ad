#import "LogbookAppDelegate.h"
#import "TripListViewController.h"

@implementation LogbookAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = [[TripListViewController alloc] init];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
