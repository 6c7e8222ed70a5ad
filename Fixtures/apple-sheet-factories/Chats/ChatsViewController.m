#import <UIKit/UIKit.h>
#import "App-Swift.h"

@interface ChatsViewController : UIViewController
@end

@implementation ChatsViewController

-(void) showDetailsForContact:(Contact*) contact
{
    UIViewController* details = [[SwiftuiInterface new] makeContactDetailsForContact:contact];
    [self presentViewController:details animated:YES completion:nil];
}

-(void) showPrivacySettings
{
    UIViewController* view = [[SwiftuiInterface new] makeViewWithName:@"Privacy"];
    [self presentViewController:view animated:YES completion:nil];
}

-(void) showPlaceholder
{
    UIViewController* placeholder = [[SwiftuiInterface new] makeViewWithName:@"Placeholder"];
    [self showDetailViewController:placeholder sender:self];
}

@end
