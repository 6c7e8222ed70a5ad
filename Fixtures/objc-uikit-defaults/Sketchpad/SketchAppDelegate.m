#import <UIKit/UIKit.h>
#import "SketchViewController.h"

@interface SketchAppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end

@implementation SketchAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = [[SketchViewController alloc] init];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
