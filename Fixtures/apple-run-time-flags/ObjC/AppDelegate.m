#import "AppDelegate.h"
#import "PageViewController.h"
#import "UIColor+Paper.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [UIColor usePaperColors:[[NSUserDefaults standardUserDefaults] boolForKey:@"paper"]];
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = [[PageViewController alloc] init];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
